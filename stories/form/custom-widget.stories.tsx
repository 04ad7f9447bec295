import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SchemaForm } from "../../src/form/index";
import { StarRating } from "./star-rating-widget";

const reviewSchema = {
  type: "object",
  title: "Review",
  required: ["rating"],
  properties: {
    title: { type: "string", title: "Title" },
    rating: { type: "integer", title: "Rating", minimum: 1, maximum: 5 },
  },
};

const meta = {
  title: "Form/Custom widget",
  component: SchemaForm,
  args: { onSubmit: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "`SchemaForm` keeps RJSF's own way of customising open: `widgets`, `fields` and `templates` are merged over partkit's. Here an app's star-rating widget (its own styles, no partkit CSS) is registered as `StarRating` and picked for one field with `ui:widget`; every other field, the labels, the error summary and validation stay partkit's.",
      },
    },
  },
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's star-rating widget in a partkit form, nothing chosen yet. */
export const StarRatingWidget: Story = {
  name: "An app's star-rating widget",
  args: { schema: reviewSchema, uiSchema: { rating: { "ui:widget": "StarRating" } }, widgets: { StarRating } },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole("radiogroup", { name: /Rating/ });
    await expect(within(stars).getAllByRole("radio")).toHaveLength(5);
  },
};

/**
 * Test only: submitting without a rating shows partkit's error summary; clicking and arrowing the
 * stars sets the value, and the form submits it with the title.
 */
export const StarRatingWidgetFlow: Story = {
  ...StarRatingWidget,
  name: "An app's star-rating widget: rate and submit",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole("radiogroup", { name: /Rating/ });
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("There is 1 problem to fix");

    await userEvent.click(within(stars).getByRole("radio", { name: "4 stars" }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rating: 4 }), expect.anything()));
    await expect(within(stars).getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(within(stars).getByRole("radio", { name: "3 stars" })).toHaveFocus();
    await userEvent.type(canvas.getByLabelText("Title"), "Solid");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: "Solid", rating: 3 }));
  },
};

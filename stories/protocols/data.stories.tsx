import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { samples } from "../../test/fixtures/data";
import { expectGallery, expectSample, pick, ProtocolGallery, ProtocolSample } from "./gallery";

const meta = {
  title: "Protocols/Data and Input",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "Agent/Data and Agent/Input messages (seeds 001 and 002) through `fromDataMessages`: Data messages merge by identity (`kind` + `_instance`) into `/data/<kind>[/<instance>]` parts, an Input message becomes `/data/input`, and the text an LLM sees is under Details.",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (title: string) => pick(samples, title);

/** Seed 001: two `user` Data messages merged into `/data/user`; the LLM text under Details. */
export const MergedUserData: Story = {
  args: { sample: sample("Seed 001: merged user data") },
  play: async ({ canvasElement, args }) => {
    const { canvas, rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByRole("treeitem", { name: /^data/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Details" }));
    await expect(within(rendered).getByText("Text for the model")).toBeVisible();
    await expect(rendered).toHaveTextContent("## Data: ¶user");
  },
};

/** Seed 002: an Input message becomes `/data/input`. */
export const Input: Story = {
  args: { sample: sample("Seed 002: input") },
  play: async ({ canvasElement, args }) => {
    const { rendered } = await expectSample(canvasElement, args.sample);
    await expect(within(rendered).getByRole("treeitem", { name: /^data/ })).toBeInTheDocument();
  },
};

/** State patches merge; `_instance` keeps rows apart. */
export const StateAndInstances: Story = {
  args: { sample: sample("State and instances") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** A text without text, an unknown type and a number become provider items. */
export const Malformed: Story = {
  args: { sample: sample("Malformed") },
  play: async ({ canvasElement, args }) => {
    await expectSample(canvasElement, args.sample);
  },
};

/** Every Data/Input sample on one page. */
export const All: Story = {
  args: { sample: samples[0]! },
  render: () => <ProtocolGallery samples={samples} />,
  play: async ({ canvasElement }) => expectGallery(canvasElement, samples),
};

import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { samples } from "../../test/fixtures/data";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

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

const { story, all } = sampleStories(samples);

/** Seed 001: two `user` Data messages merged into `/data/user`; the LLM text under Details. */
export const MergedUserData: SampleStory = {
  ...story("Seed 001: merged user data", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^data/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Seed 001: merged user data",
};

/** Test only: Details shows the text the model sees for the merged data. */
export const MergedUserDataDetails: SampleStory = {
  ...story("Seed 001: merged user data", async ({ canvas, rendered }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Details" }));
    await expect(within(rendered).getByText("Text for the model")).toBeVisible();
    await expect(rendered).toHaveTextContent("## Data: ¶user");
  }),
  name: "Seed 001: merged user data: open Details",
  tags: ["!dev", "!autodocs"],
};

/** Seed 002: an Input message becomes `/data/input`. */
export const Input: SampleStory = {
  ...story("Seed 002: input", async ({ rendered }) => {
    await expect(within(rendered).getByRole("treeitem", { name: /^data/ })).toBeInTheDocument();
  }, "inspector"),
  name: "Seed 002: input",
};

/** State patches merge; `_instance` keeps rows apart. */
export const StateAndInstances: SampleStory = {
  ...story("State and instances"),
  name: "State and instances",
};

/** A text without text, an unknown type and a number become provider items. */
export const Malformed: SampleStory = {
  ...story("Malformed"),
  name: "Malformed",
};

/** Every Data/Input sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };

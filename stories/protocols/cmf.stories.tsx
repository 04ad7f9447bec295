import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { samples } from "../../test/fixtures/cmf";
import { ProtocolSample } from "./gallery";
import { type SampleStory, sampleStories } from "./sample-stories";

const meta = {
  title: "Protocols/CMF",
  component: ProtocolSample,
  parameters: {
    docs: {
      description: {
        component:
          "CMF (Common Message Format) messages through `fromCmf`: the twelve content part types, the channel, and the extensions — security labels and classification, provenance, completion, agent lineage, request and HTTP context — shown by `<MessageMeta>`. Sensitive headers never reach the page: the adapter strips them and `<MessageMeta>` filters any credential an adapter might keep. (The source JSON column masks them too.)",
      },
    },
  },
} satisfies Meta<typeof ProtocolSample>;
export default meta;

const { story, all } = sampleStories(samples);

/** The spec's section 4.1 example with every extension; open Details for ids, headers and the rest. */
export const SpecExample: SampleStory = {
  ...story("Spec example 4.1", async ({ rendered, source }) => {
    const item = (label: string) => within(rendered).getByText(label, { selector: "dt" }).parentElement!;
    await expect(within(item("Labels")).getAllByRole("definition").map((d) => d.textContent)).toEqual(["PII", "CONFIDENTIAL"]);
    await expect(item("Model")).toHaveTextContent("gpt-4o");
    await expect(item("Stop reason")).toHaveTextContent("call");
    await expect(item("Latency")).toHaveTextContent("840 ms");
    await expect(item("Channel")).toHaveTextContent("final");
    await expect((await within(rendered).findAllByText(/Execute sql/)).length).toBeGreaterThanOrEqual(1);
    await expect(rendered).not.toHaveTextContent("SECRET");
    await expect(source).toHaveTextContent('"Authorization": "[redacted]"');
  }, "inspector"),
  name: "Spec example 4.1",
};

/** Test only: Details shows the request headers, says how many credential fields are hidden and shows none. */
export const SpecExampleDetails: SampleStory = {
  ...story("Spec example 4.1", async ({ canvas, rendered }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Details" }));
    await expect(rendered).toHaveTextContent("X-Request-ID");
    await expect(rendered).toHaveTextContent("5 credential fields are hidden.");
    await expect(rendered).not.toHaveTextContent("SECRET");
  }, "inspector"),
  name: "Spec example 4.1: open Details",
  tags: ["!dev", "!autodocs"],
};

/** Tool results, resources, a resource reference and a prompt request/result. */
export const WrappedParts: SampleStory = {
  ...story("Wrapped parts", async ({ rendered }) => {
    await expect(within(rendered).getAllByRole("treeitem", { name: /^resources/ }).length).toBeGreaterThanOrEqual(1);
    await expect(rendered).not.toHaveTextContent("NESTED-SECRET");
  }, "inspector"),
  name: "Wrapped parts",
};

/** Images by URL and base64, video, audio and a PDF document (all served from memory). */
export const Media: SampleStory = {
  ...story("Media", async ({ rendered }) => {
    await expect(within(rendered).getByText("Compare these.")).toBeVisible();
  }),
  name: "Media",
};

/** An unknown content type and invalid parts become provider items instead of disappearing. */
export const UnknownAndMalformed: SampleStory = {
  ...story("Unknown and malformed parts"),
  name: "Unknown and malformed parts",
};

/** A tool message with plain string content. */
export const ToolText: SampleStory = {
  ...story("Tool text", async ({ rendered }) => {
    await expect(within(rendered).getByText("42 rows affected")).toBeVisible();
  }),
  name: "Tool text",
};

/** Every CMF sample on one page. */
export const All: SampleStory = { ...all, name: "All samples" };

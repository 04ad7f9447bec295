import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ModelPlayground } from "./model-playground";

const researcherOutput = {
  parts: [
    { contentType: "text/markdown", required: true, description: "The write-up" },
    { name: "/sources/*", contentType: "text/uri-list" },
    { name: "/sources/*/note", contentType: "{text,application}/*" },
  ],
};
const readerInput = {
  parts: [
    { contentType: "text/*", required: true },
    { name: "/sources/**", contentType: "*" },
  ],
};
const researchBody = {
  parts: [
    { contentType: "text/markdown", content: "Austin is in **Texas** [1][2]." },
    { name: "/sources/1", contentType: "text/uri-list", content: "https://en.wikipedia.org/wiki/Austin,_Texas" },
    { name: "/sources/2", contentType: "text/uri-list", contentUrl: "https://example.com/austin" },
    { name: "/sources/2/note", contentType: "text/plain", content: "Paywalled." },
  ],
};

const meta = {
  title: "Model/Playground",
  component: ModelPlayground,
  args: { body: researchBody, producer: researcherOutput, consumer: readerInput },
  parameters: {
    docs: {
      description: {
        component:
          "The React-free model (`partkit` root entry) live: edit a message body and two `MessageBodySchema`s as JSON. " +
          "`validateBody` checks the body against each schema (tick *still streaming* for `{ partial: true }`), " +
          "`partTree` shows its named parts as folders, and `checkCompatibility` decides exactly whether every body " +
          "valid for the producer is valid for the consumer, with reasons and a counterexample when it is not.",
      },
    },
  },
} satisfies Meta<typeof ModelPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

const replace = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

/** A researcher's output feeding a reader: compatible. Editing the body updates every result. */
export const ResearchSources: Story = {
  name: "Research sources (compatible)",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Compatible")).toBeInTheDocument();
    await expect(canvas.getAllByText("Valid")).toHaveLength(2);
    await expect(canvas.getByText(/^note/)).toHaveTextContent("note text/plain");
  },
};

/** Test only: an invalid name, then an empty body (pending while streaming, valid once partial) update both checks. */
export const ResearchSourcesEdited: Story = {
  ...ResearchSources,
  name: "Research sources: edited",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByLabelText("Message body (JSON)");
    await replace(body, JSON.stringify({ parts: [{ contentType: "text/markdown", content: "Hi" }, { name: "/sources//1", contentType: "text/uri-list" }] }));
    await waitFor(() => expect(canvas.getAllByText("Invalid (1 issue)")).toHaveLength(2));
    await expect(canvas.getAllByText(/Part 1 \(\/sources\/\/1\): names may not contain '\/\/'/)).toHaveLength(2);
    await expect(canvas.getByText("No named parts.")).toBeInTheDocument();

    await replace(body, JSON.stringify({ parts: [] }));
    await waitFor(() => expect(canvas.getAllByLabelText("Pending required parts")).toHaveLength(2));
    await userEvent.click(canvas.getByRole("checkbox", { name: /still streaming/ }));
    await waitFor(() => expect(canvas.getAllByText("Valid")).toHaveLength(2));
  },
};

/** The consumer wants a summary the producer never promises: not compatible, with a counterexample. */
export const MissingRequirement: Story = {
  name: "Missing requirement (not compatible)",
  args: {
    consumer: { parts: [{ contentType: "text/markdown", required: true }, { name: "/summary", contentType: "text/plain", required: true }, { name: "/**", contentType: "*" }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Not compatible")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "Reasons" })).toHaveTextContent('Consumer schema part 1 (name "/summary", type "text/plain") is required');
    await expect(canvas.getByLabelText("Counterexample")).toHaveTextContent('"contentType": "text/markdown"');
  },
};

/** Test only: a producer that promises the summary makes the pair compatible. */
export const MissingRequirementFixed: Story = {
  ...MissingRequirement,
  name: "Missing requirement: fixed",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const producer = canvas.getByLabelText("Producer schema (JSON)");
    await replace(producer, JSON.stringify({ parts: [{ contentType: "text/markdown", required: true }, { name: "/summary", contentType: "text/plain", required: true }] }));
    await waitFor(() => expect(canvas.getByText("Compatible")).toBeInTheDocument());
  },
};

/** Test only: broken JSON is reported next to its editor and the results wait for a fix. */
export const BrokenJson: Story = {
  name: "Broken JSON",
  tags: ["!dev", "!autodocs"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consumer = canvas.getByLabelText("Consumer schema (JSON)");
    await replace(consumer, '{ "parts": [ ');
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("This JSON does not parse");
    await expect(consumer).toHaveAttribute("aria-invalid", "true");
    await expect(consumer).toHaveAccessibleDescription(/This JSON does not parse/);
    await expect(canvas.getAllByText("Fix the JSON above to see this.")).toHaveLength(2);
  },
};

import { act, fireEvent, render } from "@testing-library/react";
import Form from "@rjsf/core";
import type { ErrorListProps, RJSFSchema, RJSFValidationError, UiSchema } from "@rjsf/utils";
import validator, { customizeValidator } from "@rjsf/validator-ajv8";
import Ajv2020 from "ajv/dist/2020.js";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { createTemplates, SchemaForm } from "../../../src/form";
import { parityFixtures, type ParityFixture } from "../../fixtures/form/rjsf-parity";
import { listedDifferences, type Aspect } from "../../fixtures/form/rjsf-parity-differences";

// Plain RJSF as its docs set it up: the default validator, or Ajv2020 for a 2020-12 schema.
const validator2020 = customizeValidator({ AjvClass: Ajv2020 as never });
const rjsfValidator = (schema: Record<string, unknown>) => (String(schema.$schema ?? "").includes("2020-12") ? validator2020 : validator);

/** What one form did with a fixture. */
interface Observed {
  renders: boolean;
  unnamed: string[];
  submitted: unknown[];
  changed: unknown;
  errorsUntouched: string[];
  errorsEdited: string[];
}

const paths = (errors: readonly RJSFValidationError[]) => [...new Set(errors.map((e) => e.property ?? ""))].sort();

function editField(container: HTMLElement, edit: NonNullable<ParityFixture["edit"]>) {
  const el = container.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(edit.id)}`);
  if (!el) throw new Error(`no field #${edit.id}`);
  if (el instanceof HTMLSelectElement) {
    const option = [...el.options].find((o) => o.textContent === edit.value);
    fireEvent.change(el, { target: { value: option?.value ?? edit.value } });
  } else fireEvent.change(el, { target: { value: edit.value } });
}

/** jest-dom's accessible-name computation (the W3C algorithm), as a predicate. */
function hasAccessibleName(el: HTMLElement): boolean {
  try {
    expect(el).toHaveAccessibleName();
    return true;
  } catch {
    return false;
  }
}

function unnamedInputs(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>("input, select, textarea")]
    .filter((el) => (el as HTMLInputElement).type !== "hidden" && !el.closest("[hidden]"))
    .filter((el) => !hasAccessibleName(el))
    .map((el) => el.id || el.outerHTML.slice(0, 60));
}

async function observe(fixture: ParityFixture, which: "rjsf" | "partkit"): Promise<Observed> {
  const seen: Observed = { renders: false, unnamed: [], submitted: [], changed: undefined, errorsUntouched: [], errorsEdited: [] };
  let lastErrors: RJSFValidationError[] = [];
  const onSubmit = (data: unknown) => {
    lastErrors = [];
    seen.submitted.push(data);
  };
  const onChange = (data: unknown) => void (seen.changed = data);
  let ui;
  if (which === "rjsf") {
    ui = render(
      <Form
        schema={fixture.schema as RJSFSchema}
        uiSchema={fixture.uiSchema as UiSchema}
        formData={fixture.formData}
        validator={rjsfValidator(fixture.schema)}
        noHtml5Validate
        onChange={(e) => onChange(e.formData)}
        onSubmit={(e) => onSubmit(e.formData)}
        onError={(errors) => void (lastErrors = errors)}
      />,
    );
  } else {
    // partkit's own summary, watched: the errors it shows are the ones compared.
    const Summary = createTemplates().ErrorListTemplate as ComponentType<ErrorListProps>;
    const Watched = (props: ErrorListProps) => {
      lastErrors = props.errors;
      return <Summary {...props} />;
    };
    ui = render(<SchemaForm schema={fixture.schema} uiSchema={fixture.uiSchema as UiSchema} formData={fixture.formData} onChange={onChange} onSubmit={onSubmit} templates={{ ErrorListTemplate: Watched }} />);
  }
  const { container } = ui;
  const form = container.querySelector("form");
  seen.renders = form !== null && (which === "rjsf" || container.querySelector('[data-slot="schema-form"]')?.getAttribute("data-state") === "ready");
  seen.unnamed = unnamedInputs(container);
  if (!form) return seen;
  await act(async () => void fireEvent.submit(form));
  seen.errorsUntouched = paths(lastErrors);
  if (fixture.edit) {
    await act(async () => editField(container, fixture.edit!));
    await act(async () => void fireEvent.submit(form));
    seen.errorsEdited = paths(lastErrors);
  }
  ui.unmount();
  return seen;
}

/** Every way partkit's outcome differs from plain RJSF's on one fixture. */
function differences(rjsf: Observed, partkit: Observed, fixture: ParityFixture): Map<Aspect, string> {
  const found = new Map<Aspect, string>();
  if (!partkit.renders) found.set("renders", "partkit does not render a form");
  if (partkit.unnamed.length > 0) found.set("names", `inputs without an accessible name: ${partkit.unnamed.join(", ")}`);
  if (JSON.stringify(rjsf.submitted) !== JSON.stringify(partkit.submitted)) found.set("formData", `submitted ${JSON.stringify(partkit.submitted)}, RJSF ${JSON.stringify(rjsf.submitted)}`);
  if (fixture.edit && JSON.stringify(rjsf.changed) !== JSON.stringify(partkit.changed)) found.set("formData", `after the edit ${JSON.stringify(partkit.changed)}, RJSF ${JSON.stringify(rjsf.changed)}`);
  if (rjsf.errorsUntouched.join() !== partkit.errorsUntouched.join()) found.set("errors-untouched", `[${partkit.errorsUntouched}] vs RJSF [${rjsf.errorsUntouched}]`);
  if (rjsf.errorsEdited.join() !== partkit.errorsEdited.join()) found.set("errors-edited", `[${partkit.errorsEdited}] vs RJSF [${rjsf.errorsEdited}]`);
  return found;
}

describe("SchemaForm against plain RJSF", { timeout: 60_000 }, () => {
  it("the list of deliberate differences names only fixtures that exist", () => {
    const names = new Set(parityFixtures.map((f) => f.name));
    for (const d of listedDifferences) expect(names, d.fixture).toContain(d.fixture);
  });

  for (const fixture of parityFixtures) {
    it(fixture.name, async () => {
      const rjsf = await observe(fixture, "rjsf");
      expect(rjsf.renders, "plain RJSF renders the fixture").toBe(true);
      const partkit = await observe(fixture, "partkit");
      const found = differences(rjsf, partkit, fixture);
      const listed = listedDifferences.filter((d) => d.fixture === fixture.name);
      const unlisted = [...found].filter(([aspect]) => !listed.some((d) => d.aspect === aspect)).map(([aspect, what]) => `${aspect}: ${what}`);
      const vanished = listed.filter((d) => !found.has(d.aspect)).map((d) => `${d.aspect} (${d.improvement}) no longer differs: take it off the list`);
      expect(unlisted, "differences from RJSF that are not listed as improvements").toEqual([]);
      expect(vanished, "listed differences that are gone").toEqual([]);
    });
  }
});

import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as form from "../../../src/form";
import * as csp from "../../../src/form/csp";
import type { FormValidation } from "../../../src/form";

const inputSchema = { type: "object", properties: { text: { type: "string", title: "Text" } } } as const;
const run = async (input: unknown) => input;

/** A validation that records it was asked, doing what `base` does. */
const recording = (base: FormValidation) => ({ validatorFor: vi.fn(base.validatorFor), validateValue: vi.fn(base.validateValue) });

afterEach(() => vi.restoreAllMocks());

/**
 * Both entries' Playground is the one playground (src/form/playground) given its entry's
 * validator: Ajv from partkit/form, eval-free from partkit/form/csp, and in both the `validation`
 * prop over a surrounding FormValidationContext over that default.
 */
describe.each([
  { entry: "partkit/form", Playground: form.Playground, own: form.ajvValidation, other: csp.evalFreeValidation },
  { entry: "partkit/form/csp", Playground: csp.Playground, own: csp.evalFreeValidation, other: form.ajvValidation },
])("$entry Playground", ({ Playground, own, other }) => {
  const layouts = {
    Playground: (props: { validation?: FormValidation }) => <Playground inputSchema={inputSchema} run={run} shareable={false} {...props} />,
    "Playground.Root": (props: { validation?: FormValidation }) => (
      <Playground.Root inputSchema={inputSchema} run={run} shareable={false} {...props}>
        <Playground.Input />
      </Playground.Root>
    ),
  };

  it.each(Object.keys(layouts) as (keyof typeof layouts)[])("%s validates with its entry's validator by default", (layout) => {
    const ownCall = vi.spyOn(own, "validatorFor");
    const otherCall = vi.spyOn(other, "validatorFor");
    const View = layouts[layout];
    render(<View />);
    expect(screen.getByLabelText("Text")).toBeTruthy();
    expect(ownCall).toHaveBeenCalled();
    expect(otherCall).not.toHaveBeenCalled();
  });

  it.each(Object.keys(layouts) as (keyof typeof layouts)[])("%s takes the context's validation, and the prop's over it", (layout) => {
    const fromContext = recording(form.ajvValidation);
    const fromProp = recording(form.ajvValidation);
    const ownCall = vi.spyOn(own, "validatorFor");
    const View = layouts[layout];
    const { unmount } = render(
      <form.FormValidationContext value={fromContext}>
        <View />
      </form.FormValidationContext>,
    );
    expect(fromContext.validatorFor).toHaveBeenCalled();
    unmount();
    fromContext.validatorFor.mockClear();
    render(
      <form.FormValidationContext value={fromContext}>
        <View validation={fromProp} />
      </form.FormValidationContext>,
    );
    expect(fromProp.validatorFor).toHaveBeenCalled();
    expect(fromContext.validatorFor).not.toHaveBeenCalled();
    expect(ownCall).not.toHaveBeenCalled();
  });
});

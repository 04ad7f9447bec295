import type { RJSFValidationError, UiSchema } from "@rjsf/utils";
import { linearPattern } from "../shared/linear-pattern";

const formatHints: Record<string, string> = {
  email: "Enter an email address, like name@example.com.",
  "idn-email": "Enter an email address, like name@example.com.",
  uri: "Enter a full URL, like https://example.com.",
  "uri-reference": "Enter a URL or a path.",
  iri: "Enter a full URL, like https://example.com.",
  url: "Enter a full URL, like https://example.com.",
  date: "Enter a date as YYYY-MM-DD.",
  "date-time": "Enter a date and time, like 2024-05-01T09:30:00Z.",
  time: "Enter a time, like 09:30:00Z.",
  duration: "Enter a duration, like P3DT4H.",
  uuid: "Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000.",
  ipv4: "Enter an IPv4 address, like 192.168.0.1.",
  ipv6: "Enter an IPv6 address.",
  hostname: "Enter a host name, like example.com.",
  color: "Enter a colour, like #ff8800.",
  "data-url": "Choose a file.",
  regex: "Enter a valid regular expression.",
  "json-pointer": "Enter a JSON pointer, like /a/b.",
};

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  integer: "a whole number",
  boolean: "yes or no",
  object: "an object",
  array: "a list",
  null: "empty",
};

function show(value: unknown): string {
  if (typeof value === "string") return `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Turns one Ajv error (as RJSF reports it) into a sentence a person can act on. Returns
 * `undefined` for errors that only repeat others (`if`, the wrapper of a failed `anyOf` branch).
 *
 * @example
 * humanMessage({ name: "minLength", params: { limit: 3 }, stack: "", property: ".name" }) // "Use at least 3 characters."
 */
export function humanMessage(error: RJSFValidationError): string | undefined {
  const p = (error.params ?? {}) as Record<string, unknown>;
  const limit = Number(p.limit);
  switch (error.name) {
    case "required":
      return "This field is required.";
    case "type": {
      const types = String(p.type ?? "").split(",").map((t) => typeNames[t] ?? t);
      if (types[0] === "a number") return "Enter a number.";
      if (types[0] === "a whole number") return "Enter a whole number.";
      return `Enter ${types.join(" or ")}.`;
    }
    case "minLength":
      return limit === 1 ? "This field can't be empty." : `Use at least ${plural(limit, "character")}.`;
    case "maxLength":
      return `Use at most ${plural(limit, "character")}.`;
    case "minimum":
      return `Enter ${limit} or more.`;
    case "maximum":
      return `Enter ${limit} or less.`;
    case "exclusiveMinimum":
      return `Enter a number greater than ${limit}.`;
    case "exclusiveMaximum":
      return `Enter a number less than ${limit}.`;
    case "multipleOf":
      return `Enter a multiple of ${String(p.multipleOf)}.`;
    case "pattern": {
      const pattern = String(p.pattern ?? "");
      const compiled = linearPattern(pattern);
      if ("refused" in compiled) return `This field's pattern ${compiled.refused.reason}, so the value can't be accepted.`;
      if (typeof p.valueLength === "number" && p.valueLength > compiled.maxInput) return `This value is too long to check against the field's pattern (at most ${compiled.maxInput.toLocaleString("en-US")} characters).`;
      return `Doesn't match the required format (${pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern}).`;
    }
    case "format":
      return formatHints[String(p.format)] ?? `Enter a valid ${String(p.format)}.`;
    case "enum": {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues : [];
      if (allowed.length === 0) return "Choose one of the allowed values.";
      const shown = allowed.slice(0, 5).map(show).join(", ");
      return `Choose one of: ${shown}${allowed.length > 5 ? `, … (${allowed.length} in all)` : ""}.`;
    }
    case "const":
      return `Must be ${show(p.allowedValue)}.`;
    case "minItems":
      return `Add at least ${plural(limit, "item")}.`;
    case "maxItems":
      return `Use at most ${plural(limit, "item")}.`;
    case "uniqueItems":
      return `Items ${Number(p.j) + 1} and ${Number(p.i) + 1} are the same; each item must be different.`;
    case "minProperties":
      return `Fill in at least ${plural(limit, "field")}.`;
    case "maxProperties":
      return `Fill in at most ${plural(limit, "field")}.`;
    case "additionalProperties":
      return `${show(p.additionalProperty)} is not an expected field.`;
    case "unevaluatedProperties":
      return `${show(p.unevaluatedProperty)} is not an expected field.`;
    case "propertyNames":
      return `The field name ${show(p.propertyName)} is not allowed.`;
    case "dependencies":
    case "dependentRequired":
      return `Also fill in ${show(p.missingProperty)} when ${show(p.property)} is set.`;
    case "oneOf":
      return Array.isArray(p.passingSchemas) ? "This matches more than one option; it must match exactly one." : "Choose one of the options and fill it in.";
    case "anyOf":
      return "This doesn't match any of the allowed options.";
    case "contains":
      return "The list needs at least one matching item.";
    case "minContains":
    case "maxContains":
      return `The list needs between ${String(p.minContains ?? 0)} and ${String(p.maxContains ?? "any number of")} matching items.`;
    case "not":
      return "This value is not allowed here.";
    case "false schema":
      return "No value is allowed here.";
    case "if":
      return undefined;
    default: {
      const raw = error.message ?? "is invalid";
      return raw.charAt(0).toUpperCase() + raw.slice(1) + (raw.endsWith(".") ? "" : ".");
    }
  }
}

/**
 * RJSF `transformErrors`: replaces Ajv's wording with {@link humanMessage} (keeping the raw
 * text in `params.raw`) and drops errors that only echo others.
 *
 * @example
 * <Form transformErrors={humanizeErrors} … />
 */
export function humanizeErrors(errors: RJSFValidationError[], _uiSchema?: UiSchema): RJSFValidationError[] {
  const out: RJSFValidationError[] = [];
  for (const error of errors) {
    // "Must be empty" from the null branch of an optional value only restates the other branch's error.
    if (error.name === "type" && (error.params as { type?: unknown } | undefined)?.type === "null" && /\/(any|one)Of\/\d+\/type$/.test(error.schemaPath ?? "")) continue;
    const message = humanMessage(error);
    if (message === undefined) continue;
    const label = error.title || labelFromProperty(error.property);
    out.push({ ...error, message, stack: label ? `${label}: ${message}` : message });
  }
  return out;
}

/** A readable label from an RJSF property path (`.address.street` → "street", `.items.2` → "item 3"). */
export function labelFromProperty(property: string | undefined): string {
  if (!property) return "";
  const parts = property.replace(/^\./, "").split(".").filter(Boolean);
  const last = parts[parts.length - 1];
  if (last === undefined) return "";
  if (/^\d+$/.test(last)) {
    const parent = parts[parts.length - 2];
    return `${parent ? `${parent} ` : ""}item ${Number(last) + 1}`;
  }
  return last;
}

import Form from "@rjsf/core";
import validator from "@rjsf/validator-ajv8";
import { registerHostile } from "./harness";

registerHostile({ form: (schema) => <Form schema={schema} validator={validator} /> });

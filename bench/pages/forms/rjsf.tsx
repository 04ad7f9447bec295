import Form from "@rjsf/core";
import validator from "@rjsf/validator-ajv8";
import { registerForms } from "./cases";

registerForms(({ schema, data, onChange }) => <Form schema={schema} formData={data} validator={validator} onChange={onChange} />);

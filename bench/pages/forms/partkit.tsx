import { SchemaForm } from "../../../src/form/index";
import "../../../src/theme/theme.css";
import { registerForms } from "./cases";

registerForms(({ schema, data, onChange }) => <SchemaForm schema={schema} formData={data} onChange={onChange} />);

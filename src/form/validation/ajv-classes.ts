// The Ajv classes for JSON Schema 2019-09 and 2020-12. They must be the same Ajv 8 copy that
// @rjsf/validator-ajv8 and ajv-formats use, because ajv-formats generates code with its own
// copy's codegen helpers; `ajv@^8` is a peer of partkit/form so package managers dedupe it.
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";

export { Ajv2019, Ajv2020 };

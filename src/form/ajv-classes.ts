// The Ajv classes for JSON Schema 2019-09 and 2020-12. They must come from the same Ajv 8 copy that
// ajv-formats uses, because ajv-formats generates code with its own copy's codegen helpers.
//
// In this checkout the top-level `ajv` is version 6 (eslint's), so `ajv/dist/2020` would resolve to
// a package without it. Until the manifest declares `ajv@^8` (then this becomes
// `import Ajv2020 from "ajv/dist/2020.js"`), reach the copy ajv-formats ships with.
import Ajv2019 from "ajv-formats/node_modules/ajv/dist/2019.js";
import Ajv2020 from "ajv-formats/node_modules/ajv/dist/2020.js";

export { Ajv2019, Ajv2020 };

// The scenario registry: `npm run bench` runs these in order. To add one, create a module
// next to this file (see bench/README.md for the shape) and add it here.
import bundle from "./bundle-size.mjs";
import forms from "./forms.mjs";
import stream from "./stream.mjs";
import transcript from "./transcript.mjs";

export default [stream, transcript, forms, bundle];

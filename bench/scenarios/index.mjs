// The scenario registry: `npm run bench` runs these in order. To add one, create a module
// next to this file (see bench/README.md for the shape) and add it here.
import adapterStream from "./adapter-stream.mjs";
import bundle from "./bundle-size.mjs";
import forms from "./forms.mjs";
import hostile from "./hostile.mjs";
import inputs from "./inputs.mjs";
import largeMessage from "./large-message.mjs";
import lazy from "./lazy-loading.mjs";
import load from "./load.mjs";
import mcpApp from "./mcp-app.mjs";
import renderScaling from "./render-scaling.mjs";
import scaling from "./scaling.mjs";
import stream from "./stream.mjs";
import streamMath from "./stream-math.mjs";
import transcript from "./transcript.mjs";
import tree from "./tree.mjs";
import useChat from "./use-chat.mjs";
import validation from "./validation.mjs";

// lazy runs last: its hand-rolled baseline logs hundreds of expected load errors (see its notes).
export default [stream, streamMath, transcript, tree, forms, validation, bundle, adapterStream, scaling, renderScaling, largeMessage, load, useChat, hostile, inputs, mcpApp, lazy];

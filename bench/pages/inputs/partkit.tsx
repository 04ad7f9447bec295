// partkit's side of the inputs bench: the Composer and SchemaForm as an app would mount them.
import { createRoot } from "react-dom/client";
import { Composer } from "../../../src/composer/index";
import { SchemaForm } from "../../../src/form/index";
import "../../../src/theme/theme.css";
import { wideData, wideSchema } from "./cases";
import { registerInputs } from "./harness";

const ignore = () => {};

registerInputs({
  composer(el) {
    createRoot(el).render(<Composer onSend={ignore} />);
  },
  uploads(el, upload) {
    createRoot(el).render(<Composer onSend={ignore} upload={upload} />);
    return { uploaded: () => el.querySelectorAll('[data-slot="composer-attachment"][data-state="uploaded"]').length };
  },
  bigDefault(el, text) {
    const schema = { type: "object", properties: { notes: { type: "string", title: "Notes", default: text } } };
    createRoot(el).render(<SchemaForm schema={schema} uiSchema={{ notes: { "ui:widget": "textarea" } }} />);
  },
  wideForm(el, count, onSubmit) {
    createRoot(el).render(<SchemaForm schema={wideSchema(count)} formData={wideData(count)} liveValidate onSubmit={onSubmit} />);
  },
});

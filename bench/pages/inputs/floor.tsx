// The floor of the inputs bench: the same cases in plain elements, no framework. What any
// component holding these inputs costs at least.
import { wideData } from "./cases";
import { registerInputs } from "./harness";

function add<K extends keyof HTMLElementTagNameMap>(parent: HTMLElement, tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  const el = Object.assign(document.createElement(tag), props);
  parent.append(el);
  return el;
}

registerInputs({
  composer(el) {
    add(el, "textarea", { rows: 3, ariaLabel: "Message" }).style.width = "100%";
  },
  uploads(el, upload) {
    const input = add(el, "input", { type: "file", multiple: true });
    const list = add(el, "ul");
    let done = 0;
    input.addEventListener("change", () => {
      for (const file of Array.from(input.files ?? [])) {
        const row = add(list, "li", { textContent: `${file.name}: uploading` });
        void upload(file, {
          signal: new AbortController().signal,
          onProgress: ({ loaded, total }) => (row.textContent = `${file.name}: ${Math.round((100 * loaded) / (total ?? file.size))}%`),
        }).then(() => {
          row.textContent = `${file.name}: uploaded`;
          done++;
        });
      }
    });
    return { uploaded: () => done };
  },
  bigDefault(el, text) {
    const field = add(el, "textarea", { rows: 4, value: text });
    field.style.width = "100%";
  },
  wideForm(el, count, onSubmit) {
    const form = add(el, "form");
    for (const [name, value] of Object.entries(wideData(count))) {
      const label = add(form, "label", { textContent: name });
      add(label, "input", { name, value });
    }
    add(form, "button", { type: "submit", textContent: "Submit" });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      // What a submit must do at least: read every value.
      if (Object.keys(Object.fromEntries(new FormData(form))).length === count) onSubmit();
    });
  },
});

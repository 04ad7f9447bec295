import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Composer, defaultMaxInlineBytes } from "../../../src/composer/index";
import type { MessageBody } from "../../../src/index";

const fileOf = (name: string, bytes: number, type = "application/pdf") => new File([new Uint8Array(bytes)], name, { type });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("Composer without upload: files go inside the message, up to a size", () => {
  it("refuses a file over 10 MB when attached, saying its size and the limit, and keeps the rest", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn<(body: MessageBody) => void>();
    const { container } = render(<Composer onSend={onSend} />);
    await user.upload(fileInput(container), [fileOf("scan.pdf", defaultMaxInlineBytes + 1), fileOf("memo.pdf", 5)]);
    expect(screen.getByRole("list", { name: "Files not attached" })).toHaveTextContent("scan.pdf is more than 10 MB: files sent inside the message can be up to 10 MB.");
    expect(within(screen.getByRole("list", { name: "Attachments" })).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["memo.pdf, application/pdf"]);

    await user.click(screen.getByRole("button", { name: /^Send/ }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0].parts).toEqual([{ name: "/files/memo.pdf", contentType: "application/pdf", content: btoa("\0\0\0\0\0"), contentEncoding: "base64" }]);
  });

  it("takes a limit of the app's own, and no limit applies when files are uploaded", async () => {
    const user = userEvent.setup();
    const first = render(<Composer onSend={() => undefined} maxInlineBytes={1000} />);
    await user.upload(fileInput(first.container), fileOf("photo.png", 2048, "image/png"));
    expect(screen.getByRole("list", { name: "Files not attached" })).toHaveTextContent("photo.png is 2 KB: files sent inside the message can be up to 1000 B.");
    first.unmount();

    const upload = vi.fn(() => new Promise<string>(() => undefined));
    const second = render(<Composer onSend={() => undefined} maxInlineBytes={1000} upload={upload} />);
    await user.upload(fileInput(second.container), fileOf("photo.png", 2048, "image/png"));
    expect(screen.queryByRole("list", { name: "Files not attached" })).toBeNull();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from "vitest";
import { isSecretKey, redactSecrets, redactString } from "../../../src/meta";
import { formatCount, formatLatency, shortenId } from "../../../src/meta/format";

describe("formatLatency", () => {
  it.each([
    [0, "0 ms"],
    [850, "850 ms"],
    [999.6, "1.0 s"],
    [1000, "1.0 s"],
    [2610, "2.6 s"],
    [1500, "1.5 s"],
    [9990, "10 s"],
    [14_400, "14 s"],
    [60_000, "1 min"],
    [125_000, "2 min 5 s"],
    [3_720_000, "1 h 2 min"],
  ])("%d ms → %s", (ms, text) => expect(formatLatency(ms)).toBe(text));

  it("gives nothing for negative or non-finite input", () => {
    expect(formatLatency(-1)).toBe("");
    expect(formatLatency(Number.NaN)).toBe("");
    expect(formatLatency(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatCount and shortenId", () => {
  it("groups thousands", () => expect(formatCount(120_400)).toBe("120,400"));

  it("keeps short ids and a word prefix, shows the tail", () => {
    expect(shortenId("task-7")).toBe("task-7");
    expect(shortenId("run_1773286460762")).toBe("run_…460762");
    expect(shortenId("9229e770-767c-417b-a0b0-f0741243c589")).toBe("9229e770…c589");
  });
});

describe("secrets", () => {
  it.each(["Authorization", "proxy-authorization", "Cookie", "set-cookie", "X-API-Key", "api_key", "access_token", "refreshToken", "client_secret", "password", "x-auth-token", "credentials"])(
    "%s is a secret key",
    (key) => expect(isSecretKey(key)).toBe(true),
  );

  it.each(["tokens", "input_tokens", "max_tokens", "total_tokens", "keywords", "session_id", "monkey", "stage"])("%s is not", (key) =>
    expect(isSecretKey(key)).toBe(false),
  );

  it("masks signed-URL tokens, bearer credentials and JWTs inside strings", () => {
    expect(redactString("https://x.supabase.co/storage/v1/object/sign/b/img.jpg?token=eyJhbGci&x=1")).toBe(
      "https://x.supabase.co/storage/v1/object/sign/b/img.jpg?token=[redacted]&x=1",
    );
    expect(redactString("https://s3.example/a?X-Amz-Signature=abc123&X-Amz-Date=1")).toContain("X-Amz-Signature=[redacted]&X-Amz-Date=1");
    expect(redactString("Bearer sk-live-0123456789abcdef")).toBe("Bearer [redacted]");
    expect(redactString("id eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig_part")).toBe("id [redacted]");
    expect(redactString("Bearer tokens are explained below")).toBe("Bearer tokens are explained below");
  });

  it("drops secret fields deeply, counts them, and can skip fields shown elsewhere", () => {
    const input = { a: 1, http: { headers: { Authorization: "Bearer x", Accept: "*/*" } }, list: [{ api_key: "k", ok: true }], shown: "x" };
    const { value, hidden } = redactSecrets(input, (holder, key) => holder === input && key === "shown");
    expect(value).toEqual({ a: 1, http: { headers: { Accept: "*/*" } }, list: [{ ok: true }] });
    expect(hidden).toBe(2);
  });

  it("drops objects emptied by skipping but keeps ones that were empty, and survives cycles", () => {
    const cyclic: Record<string, unknown> = { keep: {}, gone: { shown: 1 } };
    cyclic.self = cyclic;
    const { value } = redactSecrets(cyclic, (_holder, key) => key === "shown");
    expect(value).toEqual({ keep: {} });
  });
});

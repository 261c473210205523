import { describe, expect, it } from "vitest";
import { BuiltinCannotError } from "../cannot";
import { countSentences } from "../text/segment";
import { parseAdjustNotes } from "./adjust-notes";
import { EMOJI, write } from "./test-helpers";

const POST = `Big news: our new analytics dashboard is here 🚀

It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead within the first month. We're really excited to finally share it with you, and we can't wait to hear what you think about it.

Try it free for 14 days at https://example.com/dashboard.

#AnalyticsDashboard #MarketingTeams #WastedSpend #Marketing`;

const PLAIN = "Our spring menu is out. It has three new salads and a lemon tart. We can't wait for you to try it.";

const adjust = (notes: string, post = POST) => write({ task: "adjust", contentType: "social_media", notes }, post);

describe("adjustment notes", () => {
  it("understands combinations", () => {
    expect(parseAdjustNotes("make it shorter and add emojis")).toMatchObject({ shorter: true, addEmojis: true, removeEmojis: false });
    expect(parseAdjustNotes("more formal, remove hashtags")).toMatchObject({ tone: "formal", removeHashtags: true, addHashtags: false });
    expect(parseAdjustNotes("mention our free shipping and make it fun")).toMatchObject({ tone: "playful", mentions: ["our free shipping"] });
    expect(parseAdjustNotes("add more emojis")).toMatchObject({ addEmojis: true, longer: false });
    expect(parseAdjustNotes("no emojis please")).toMatchObject({ removeEmojis: true, addEmojis: false });
    expect(parseAdjustNotes("tailor it for busy parents").audience).toBe("busy parents");
  });
});

describe("task adjust", () => {
  it("shorter: drops weaker sentences and trims hashtags", () => {
    const out = adjust("make it shorter");
    expect(out.length).toBeLessThan(POST.length * 0.8);
    expect(out).toContain("Big news");
    expect(out).toContain("https://example.com/dashboard");
    expect((out.match(/#\w+/g) ?? []).length).toBeLessThanOrEqual(3);
    expect(adjust("more concise please", PLAIN).length).toBeLessThan(PLAIN.length);
  });

  it("longer: adds developed sentences before the call to action", () => {
    const out = adjust("make it longer with more detail");
    expect(countSentences(out)).toBeGreaterThan(countSentences(POST));
    expect(out.indexOf("Try it free")).toBeGreaterThan(out.indexOf("Early users"));
    expect(adjust("expand it", PLAIN).length).toBeGreaterThan(PLAIN.length);
  });

  it("formal: expands contractions, drops emojis and exclamation marks", () => {
    const out = adjust("make it more formal and professional", `${POST}\nHey guys, this is awesome!`);
    expect(out).not.toMatch(/\b(we're|can't|what's)\b/i);
    expect(out).toMatch(/We are really excited|we cannot wait/);
    expect(out).not.toMatch(EMOJI);
    expect(out).not.toContain("!");
    expect(out).toMatch(/Hello everyone, this is excellent\./);
  });

  it("casual: contracts and loosens formal words", () => {
    const out = adjust("make it casual and friendly", "We are pleased to assist you. Please do not hesitate to contact us regarding your purchase.");
    expect(out).toMatch(/We're pleased to help you/);
    expect(out).toMatch(/don't hesitate to get in touch about your purchase/);
    expect(adjust("less formal", "You can purchase it today.")).toBe("You can buy it today.");
  });

  it("fun: adds a playful line and emojis", () => {
    const out = adjust("make it fun", PLAIN);
    expect(out).toMatch(EMOJI);
    expect(out.split("\n\n").length).toBeGreaterThan(1);
  });

  it("adds and removes emojis", () => {
    expect(adjust("add emojis", PLAIN)).toMatch(EMOJI);
    expect(adjust("remove the emojis")).not.toMatch(EMOJI);
  });

  it("adds and removes hashtags", () => {
    const added = adjust("add some hashtags", PLAIN);
    expect(added.split("\n").pop()).toMatch(/^(#[A-Z]\w+ ?)+$/);
    const removed = adjust("remove hashtags");
    expect(removed).not.toMatch(/#\w/);
    expect(removed).toContain("Try it free");
  });

  it("adds a call to action when there is none and removes one on request", () => {
    const added = adjust("add a call to action", PLAIN);
    expect(added.length).toBeGreaterThan(PLAIN.length);
    expect(added.split("\n\n").length).toBe(2);
    const removed = adjust("remove the CTA");
    expect(removed).not.toContain("Try it free");
    expect(removed).toContain("#AnalyticsDashboard");
  });

  it("opens with a question, or ends with one", () => {
    expect(adjust("start with a question").split("\n")[0]).toMatch(/\?$/);
    const ended = adjust("end with a question", PLAIN);
    expect(ended.split("\n\n").pop()).toMatch(/\?$/);
  });

  it("turns the body into bullet points", () => {
    const out = adjust("turn it into bullet points");
    const bullets = out.split("\n").filter((l) => l.startsWith("- "));
    expect(bullets.length).toBe(3);
    expect(out.split("\n")[0]).toContain("Big news");
  });

  it("mentions what it is asked to, and addresses an audience", () => {
    const out = adjust("mention our free onboarding call and target small agencies");
    expect(out).toContain("our free onboarding call");
    expect(out).toContain("small agencies");
    expect(out.indexOf("small agencies")).toBeLessThan(out.indexOf("It shows"));
  });

  it("fits a platform's limit", () => {
    expect(adjust("make it work for Twitter").length).toBeLessThanOrEqual(280);
    expect(adjust("keep it under 120 characters").length).toBeLessThanOrEqual(120);
  });

  it("fixes basic typos and converts spelling", () => {
    expect(adjust("fix typos", "teh best  tool for your buisness . i recieve it alot")).toBe("The best tool for your business. I receive it a lot");
    expect(adjust("use British spelling", "We optimize color.")).toBe("We optimise colour.");
  });

  it("applies several instructions at once", () => {
    const out = adjust("make it shorter and add emojis", PLAIN);
    expect(out).toMatch(EMOJI);
    expect(out.replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, "").length).toBeLessThan(PLAIN.length);
  });

  it("says what it cannot do instead of answering the post unchanged", () => {
    expect(() => adjust("translate it to Spanish")).toThrow(BuiltinCannotError);
    expect(() => adjust("rewrite it as a limerick about our CEO")).toThrow(/rewrite it as a limerick about our CEO/);
    expect(() => adjust("")).toThrow(BuiltinCannotError);
  });

  it("takes notes from a labelled user message when the directive has none", () => {
    const out = write({ task: "adjust", contentType: "social_media" }, `${PLAIN}\n\nAdjustment notes: add emojis`);
    expect(out).toMatch(EMOJI);
    expect(out).not.toMatch(/Adjustment notes/);
  });
});

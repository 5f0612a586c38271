import { describe, expect, it } from "vitest";
import { placeholdersIn, renderTemplate, sampleValues, unknownPlaceholders } from "./render";

describe("e-mail template placeholders", () => {
  it("finds each placeholder once, spaces inside the braces allowed", () => {
    expect(placeholdersIn("Hi {{firstName}}, {{ firstName }} from {{companyName}}")).toEqual([
      "firstName",
      "companyName",
    ]);
    expect(placeholdersIn("no {single} or {{ }} braces")).toEqual([]);
  });

  it("names the unknown ones per field", () => {
    expect(unknownPlaceholders({ subject: "{{a}} {{b}}", htmlBody: "{{a}}", textBody: undefined }, ["a"])).toEqual({
      subject: ["b"],
    });
    expect(unknownPlaceholders({ subject: "{{a}}" }, ["a"])).toEqual({});
  });

  it("allows the global variables in every template", () => {
    expect(unknownPlaceholders({ subject: "{{appName}} {{appUrl}} {{supportEmail}} {{b}}" }, [])).toEqual({
      subject: ["b"],
    });
  });

  it("escapes values in HTML and leaves the text and subject as written", () => {
    const out = renderTemplate(
      { subject: "Hello {{name}}", htmlBody: "<p>{{name}}</p>", textBody: "Hi {{name}} {{missing}}!" },
      { name: `<script>alert("x")</script> & 'co'` },
    );
    expect(out.html).toBe("<p>&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;co&#39;</p>");
    expect(out.subject).toBe(`Hello <script>alert("x")</script> & 'co'`);
    expect(out.text).toBe(`Hi <script>alert("x")</script> & 'co' !`);
  });

  it("has a sample for every variable", () => {
    expect(sampleValues(["firstName", "inviteUrl", "other"])).toEqual({
      appName: "Reach",
      appUrl: "https://app.example.com",
      supportEmail: "support@example.com",
      firstName: "Ada",
      inviteUrl: "https://app.example.com/invite",
      other: "[other]",
    });
  });
});

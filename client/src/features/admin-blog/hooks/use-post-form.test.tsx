// @vitest-environment jsdom
// The blog form's hook through its own screen: the slug following the title, German messages,
// the request body for create and edit, a taken slug from the server, an expired session.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "@shared/contracts/blog";
import { fakeApi, type FakeResponse, type SentRequest } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { PostForm } from "../components/post-form";

const content = "Wer in Pankow eine **Neubauwohnung** kauft, sollte auf drei Dinge achten.";
const saved: BlogPost = {
  id: 12,
  title: "Mietspiegel 2026 erklärt",
  slug: "mietspiegel-erklaert",
  content: "Der neue Mietspiegel bringt einige Änderungen für Mieter.",
  coverImage: null,
  published: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};

function openForm(post?: BlogPost, answer: (request: SentRequest) => FakeResponse = (r) => ({ body: r.body })) {
  const sent = fakeApi((request) => answer(request));
  const app = renderApp(<PostForm post={post} />, { path: post ? `/blog/${post.id}` : "/blog/new" });
  return { ...app, sent };
}

const field = (label: string) => screen.getByLabelText((text) => text.replace(/\*$/, "") === label) as HTMLInputElement;
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== "GET");

describe("usePostForm", () => {
  it("derives the slug from the title until the admin types one of their own", async () => {
    const { user } = openForm();
    await user.type(field("Titel"), "Neubau in Pankow: Was Käufer wissen müssen");
    expect(field("Slug").value).toBe("neubau-in-pankow-was-kaeufer-wissen-muessen");
    await user.clear(field("Slug"));
    await user.type(field("Slug"), "neubau-pankow");
    await user.type(field("Titel"), " (2026)");
    expect(field("Slug").value).toBe("neubau-pankow");
  });

  it("shows the German messages, opens the edit tab, focuses the first wrong field and sends nothing", async () => {
    const { user, sent } = openForm();
    await user.click(screen.getByRole("tab", { name: "Vorschau" }));
    await user.click(screen.getByRole("button", { name: "Beitrag anlegen" }));
    await screen.findByText("Titel muss mindestens 5 Zeichen enthalten");
    expect(screen.getByText("Slug muss mindestens 3 Zeichen enthalten")).toBeTruthy();
    expect(screen.getByText("Inhalt muss mindestens 20 Zeichen enthalten")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Bearbeiten" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field("Titel")));
    expect(writes(sent)).toEqual([]);
  });

  it("creates an unpublished post with exactly the form's fields, says so and returns to the list", async () => {
    const { user, sent, location } = openForm();
    await user.type(field("Titel"), "Nebenkosten verstehen");
    await user.type(field("Inhalt"), content);
    await user.click(screen.getByRole("button", { name: "Beitrag anlegen" }));

    await screen.findByText("Blogbeitrag wurde erfolgreich erstellt.");
    expect(screen.getByText("Beitrag erstellt")).toBeTruthy();
    expect(writes(sent)).toEqual([
      {
        method: "POST",
        path: "/api/blog",
        body: {
          title: "Nebenkosten verstehen",
          slug: "nebenkosten-verstehen",
          content,
          coverImage: null,
          published: false,
        },
      },
    ]);
    expect(location.history.at(-1)).toBe("/blog");
  });

  it("saves an edited post with PATCH and keeps its slug when the title changes", async () => {
    const { user, sent, location } = openForm(saved);
    expect(field("Titel").value).toBe(saved.title);
    await user.clear(field("Titel"));
    await user.type(field("Titel"), "Mietspiegel 2026 einfach erklärt");
    expect(field("Slug").value).toBe("mietspiegel-erklaert");
    await user.click(screen.getByRole("button", { name: /Änderungen speichern/ }));

    await screen.findByText("Blogbeitrag wurde erfolgreich aktualisiert.");
    expect(writes(sent)).toEqual([
      {
        method: "PATCH",
        path: "/api/blog/12",
        body: {
          title: "Mietspiegel 2026 einfach erklärt",
          slug: "mietspiegel-erklaert",
          content: saved.content,
          coverImage: null,
          published: true,
        },
      },
    ]);
    expect(location.history.at(-1)).toBe("/blog");
  });

  it("puts the server's message for a taken slug under the slug field and stays on the form", async () => {
    const { user, location } = openForm(undefined, (r) =>
      r.method === "POST"
        ? {
            status: 409,
            body: {
              message: "Dieser Slug ist bereits vergeben.",
              errors: [{ path: "slug", message: "Dieser Slug ist bereits vergeben." }],
            },
          }
        : {},
    );
    await user.type(field("Titel"), "Nebenkosten verstehen");
    await user.type(field("Inhalt"), content);
    await user.click(screen.getByRole("tab", { name: "Vorschau" }));
    await user.click(screen.getByRole("button", { name: "Beitrag anlegen" }));

    await screen.findByText("Fehler beim Erstellen des Beitrags: Dieser Slug ist bereits vergeben.");
    const slug = field("Slug");
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(slug.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe(
      "Dieser Slug ist bereits vergeben.",
    );
    await waitFor(() => expect(document.activeElement).toBe(slug));
    expect(location.history.at(-1)).toBe("/blog/new");
  });

  it("keeps the input when the session expired and brings it back on the next visit of the form", async () => {
    const first = openForm(saved, (r) =>
      r.method === "PATCH" ? { status: 401, body: { message: "Nicht angemeldet" } } : {},
    );
    await first.user.clear(field("Titel"));
    await first.user.type(field("Titel"), "Nach der Anmeldung noch da");
    await first.user.click(screen.getByRole("button", { name: /Änderungen speichern/ }));
    await waitFor(() => expect(writes(first.sent)).toHaveLength(1));
    // No error toast of its own: the admin shell sends the admin to the login page.
    expect(screen.queryByText(/Fehler beim Aktualisieren/)).toBeNull();
    first.unmount();

    openForm(saved);
    await screen.findByText("Eingaben wiederhergestellt");
    expect(field("Titel").value).toBe("Nach der Anmeldung noch da");
  });
});

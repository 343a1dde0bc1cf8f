// The blog index's own words, which its <head> repeats: the client shows them, the server renders
// them into the document for crawlers and link previews.
export const blogPageCopy = {
  title: "Blog",
  description:
    "Ratgeber und Neuigkeiten rund um Immobilien in Berlin: Kaufen, Mieten, Verwalten und Bewerten – aus der Praxis unseres Teams.",
};

/** A page's title in the browser tab (the site's name is added) and its meta description. */
export type PageWords = { title: string; description: string };

/** The not-found page, which the server answers with 404 for paths the site has no page for. */
export const notFoundPageHead: PageWords = {
  title: "Seite nicht gefunden",
  description:
    "Diese Seite gibt es leider nicht. Über die Navigation finden Sie zurück zu unseren Immobilien und Leistungen.",
};

import { useEffect } from "react";
import { pageTitle } from "@shared/site-config";

/**
 * Sets the browser title to "{page} | Spreehaus Immobilien". Pass `{ exact: true }` to use the text
 * as it is (the home page: useDocumentTitle(homeTitle, { exact: true })).
 */
export function useDocumentTitle(page: string, options: { exact?: boolean } = {}) {
  const title = options.exact ? page : pageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

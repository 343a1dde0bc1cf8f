import { useEffect } from "react";
import { siteConfig } from "@shared/site-config";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets <meta name="description"> while the page is shown and restores the site default afterwards.
 * Shorten long texts first (detail page: truncate(stripMarkup(text), 150); blog post: 160).
 */
export function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    tag.content = description;
    return () => {
      tag.content = siteConfig.description;
    };
  }, [description]);
}

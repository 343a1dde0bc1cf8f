import type { BlogPost } from "@shared/schema/index";
import type { VisitorProperty as Property } from "../properties/listing-rules";
import { homeTitle, pageTitle, siteConfig } from "@shared/site-config";
import { escapeMarkup } from "@shared/escape-markup";
import { stripMarkup, truncate } from "@shared/text";
import { listingDescription } from "@shared/listing/summary";
import { listingJsonLd } from "./listing-json-ld";
import {
  cardImageWidths,
  GALLERY_IMAGE_SIZES,
  GRID_CARD_SIZES,
  hasVariants,
  variantSrcSet,
  variantUrl,
  type ImageWidth,
} from "@shared/media-variants";
import { listPageCopy } from "@shared/search/list-page";
import { blogCover, coverLayouts } from "@shared/blog-cover";
import { blogPageCopy } from "@shared/blog-page";
import { notFoundPageHead, type PageWords } from "@shared/page-words";
import { propertyShareImage } from "@shared/api/endpoints/site";
import { SHARE_IMAGE } from "../share-image/share-image-size";

/** What a page's <head> should say; rendered into index.html by the server for crawlers and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /**
   * Absent on the not-found page: a path the site has no page for has no address to name, nothing
   * to share, and its head says only its title and description.
   */
  canonical?: string;
  image?: string;
  /** The image's size and type, for link previews that lay out the card before fetching it. */
  imageMeta?: { width: number; height: number; type: string };
  ogType: "website" | "article";
  jsonLd: Record<string, unknown>;
  /** The page's largest image, fetched while the JavaScript still loads (better LCP). */
  preloadImage?: { src: string; sizes: string; widths?: readonly ImageWidth[] };
  /** API answers keyed by URL, embedded so the page renders without a second round trip. */
  preloadedData?: Record<string, unknown>;
  /**
   * Answers only the server's render reads, beside `preloadedData`: what it renders into the
   * document once (a post's HTML), so the document does not carry it a second time as data.
   */
  renderData?: Record<string, unknown>;
};

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

// Link previews get the 1200 px JPEG of a stored photo: every chat app reads JPEG, not all WebP.
const previewImage = (origin: string, src: string) =>
  absolute(origin, hasVariants(src) ? variantUrl(src, 1200, "jpg") : src);

const agency = (origin: string) => ({
  "@type": "RealEstateAgent",
  name: siteConfig.name,
  url: `${origin}/`,
  telephone: siteConfig.phone.display,
  email: siteConfig.email,
  address: {
    "@type": "PostalAddress",
    streetAddress: siteConfig.address.street,
    postalCode: siteConfig.address.postalCode,
    addressLocality: siteConfig.address.city,
    addressCountry: "DE",
  },
});

/** The home page, with the highlighted listings it shows (`highlights`: their API answer by URL). */
export function homeHead(origin: string, highlights: Record<string, unknown> = {}): PageHead {
  return {
    title: homeTitle,
    description: siteConfig.description,
    canonical: `${origin}/`,
    ogType: "website",
    jsonLd: { "@context": "https://schema.org", ...agency(origin) },
    preloadedData: highlights,
  };
}

/** A page of fixed content (services, about us, contact, legal, the visitor's own pages), a schema.org `type`. */
export function fixedPageHead(origin: string, path: string, words: PageWords, type = "WebPage"): PageHead {
  const url = `${origin}${path}`;
  return {
    title: pageTitle(words.title),
    description: words.description,
    canonical: url,
    ogType: "website",
    jsonLd: { "@context": "https://schema.org", "@type": type, name: pageTitle(words.title), url },
  };
}

/** The not-found page, sent with 404. */
export function notFoundHead(): PageHead {
  return {
    title: pageTitle(notFoundPageHead.title),
    description: notFoundPageHead.description,
    ogType: "website",
    jsonLd: {},
  };
}

/** The blog's index, with the published posts it lists (their API answer by URL). */
export function blogIndexHead(origin: string, posts: Record<string, unknown>): PageHead {
  return { ...fixedPageHead(origin, "/blog", blogPageCopy, "Blog"), preloadedData: posts };
}

/** The main photo: a real image (http or /media/), else the first bundled placeholder. */
const mainImage = (property: Property) =>
  property.images.find((i) => /^https?:\/\//.test(i) || i.startsWith("/media/")) ?? "/placeholders/property-1.svg";

export function propertyHead(origin: string, property: Property): PageHead {
  const url = `${origin}/properties/${property.id}`;
  const image = previewImage(origin, mainImage(property));
  return {
    title: pageTitle(property.title),
    // The key facts first (price, m², rooms, place): what a search result or a shared link should say.
    description: listingDescription(property),
    canonical: url,
    // Chats and social networks show a 1200×630 JPEG (the photo cut to size, or the brand card).
    image: `${origin}${propertyShareImage.path.replace(":id", String(property.id))}`,
    imageMeta: SHARE_IMAGE,
    ogType: "website",
    preloadImage: { src: mainImage(property), sizes: GALLERY_IMAGE_SIZES },
    preloadedData: { [`/api/properties/${property.id}`]: property },
    jsonLd: listingJsonLd(property, { url, image, seller: agency(origin) }),
  };
}

/** One page of the listing search as the API answers it: the rows and the number of all matches. */
export type ListPage = { items: VisitorListing[]; total: number };
type VisitorListing = { images: string[] };

/**
 * The list page: its words, and the page of the search its URL names, embedded under the API URL
 * the page will ask for (`apiPath`) with the first card's photo preloaded.
 */
export function listHead(origin: string, search: string, page?: { apiPath: string; answer: ListPage }): PageHead {
  const first = page?.answer.items[0]?.images[0];
  return {
    title: pageTitle(listPageCopy.title),
    description: listPageCopy.description,
    canonical: `${origin}/properties${search ? `?${search}` : ""}`,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: listPageCopy.heading,
      url: `${origin}/properties`,
    },
    ...(first && hasVariants(first)
      ? { preloadImage: { src: first, sizes: GRID_CARD_SIZES, widths: cardImageWidths } }
      : {}),
    ...(page ? { preloadedData: { [page.apiPath]: page.answer } } : {}),
  };
}

/** A post's page: the post embedded as data, its HTML (`contentHtml`) for the server's render only. */
export function blogPostHead(origin: string, { contentHtml, ...post }: BlogPost & { contentHtml: string }): PageHead {
  const url = `${origin}/blog/${post.slug}`;
  const image = post.coverImage ? previewImage(origin, post.coverImage) : undefined;
  return {
    title: pageTitle(post.title),
    description: truncate(stripMarkup(post.content), 160),
    canonical: url,
    image,
    ogType: "article",
    preloadImage: { src: blogCover(post).src, ...coverLayouts.article },
    preloadedData: { [`/api/blog/slug/${encodeURIComponent(post.slug)}`]: post },
    renderData: { [`/api/blog/slug/${encodeURIComponent(post.slug)}`]: { ...post, contentHtml } },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      url,
      ...(image ? { image } : {}),
      datePublished: post.createdAt.toISOString(),
      dateModified: post.updatedAt.toISOString(),
      author: { "@type": "Organization", name: siteConfig.name },
      publisher: agency(origin),
    },
  };
}

/** A stored photo is preloaded as the WebP the <picture> will choose; anything else as it is. */
function preloadLink({ src, sizes, widths }: NonNullable<PageHead["preloadImage"]>): string {
  if (!hasVariants(src)) return `<link rel="preload" as="image" href="${escapeMarkup(src)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeMarkup(variantSrcSet(src, "webp", widths))}" imagesizes="${escapeMarkup(sizes)}" fetchpriority="high" />`;
}

/** Puts the head into the SPA's index.html: title and description replaced, the rest added. */
export function renderHead(html: string, head: PageHead): string {
  // Replacer functions, never replacement strings: in those, "$&", "$`" and "$'" in a title would
  // insert parts of the page again.
  const title = `<title>${escapeMarkup(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeMarkup(head.description)}" />`;
  const named = html
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[^>]*>/, () => description);
  if (!head.canonical) return named;
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(siteConfig.name)}" />`,
    `<meta property="og:locale" content="de_DE" />`,
    `<meta property="og:title" content="${escapeMarkup(head.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(head.description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(head.canonical)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeMarkup(head.image)}" />`] : []),
    ...(head.image && head.imageMeta
      ? [
          `<meta property="og:image:type" content="${head.imageMeta.type}" />`,
          `<meta property="og:image:width" content="${head.imageMeta.width}" />`,
          `<meta property="og:image:height" content="${head.imageMeta.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${escapeMarkup(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(head.description)}" />`,
    ...(head.image ? [`<meta name="twitter:image" content="${escapeMarkup(head.image)}" />`] : []),
    `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`,
    ...(head.preloadedData
      ? [`<script type="application/json" id="preloaded-data">${safeJson(head.preloadedData)}</script>`]
      : []),
  ].join("\n    ");
  // The page's largest image is asked for before the scripts and the stylesheet: on a phone's
  // connection it would otherwise wait behind some 130 KB of JavaScript for its turn.
  const early = head.preloadImage ? insertBeforeFirstScript(named, `${preloadLink(head.preloadImage)}\n    `) : named;
  return insertBeforeHeadEnd(early, `    ${tags}\n  `);
}

/** `html` with `markup` put just before the first script of its head (or at the head's end). */
function insertBeforeFirstScript(html: string, markup: string): string {
  const headEnd = html.indexOf("</head>");
  const script = html.indexOf("<script");
  if (script < 0 || (headEnd >= 0 && script > headEnd)) return insertBeforeHeadEnd(html, markup);
  return html.slice(0, script) + markup + html.slice(script);
}

/** `html` with `markup` put just before its first </head>; the markup is inserted as it is, never as a pattern. */
export function insertBeforeHeadEnd(html: string, markup: string): string {
  const at = html.indexOf("</head>");
  return at < 0 ? html : html.slice(0, at) + markup + html.slice(at);
}

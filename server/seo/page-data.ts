import { gunzipSync } from "node:zlib";
import { listBlogPosts } from "@shared/api/endpoints/site";
import { HIGHLIGHTS_API_PATH, HIGHLIGHTS_QUERY } from "@shared/search/list-page";
import { listPageApiPath } from "@shared/search/list-params";
import { listPageQuery, readListSearch } from "@shared/search/read-list-search";
import type { Services } from "../services";
import type { ListPage } from "./head-tags";

// The API answers a page renders from, taken from the same caches the API answers visitors from and
// embedded in the document under the URL the page asks for. Without one the page still works (it
// asks the API), so a failure to read it only loses the head start.

const unzipJson = (gzip: Buffer): unknown => JSON.parse(gunzipSync(gzip).toString("utf8"));

/** The page of the search the list page's URL names. */
export async function listPageFor(services: Services, search: string) {
  const query = listPageQuery(search);
  try {
    const cached = await services.propertyLists.list(query, { page: () => services.properties.pageVisible(query) });
    const answer: ListPage = { items: unzipJson(cached.gzip) as ListPage["items"], total: cached.total };
    return { apiPath: listPageApiPath(query), answer };
  } catch {
    return undefined;
  }
}

/** The home page's highlighted listings (every match, as the API answers GET /api/properties?isHighlight=true). */
export async function highlightsFor(services: Services): Promise<Record<string, unknown>> {
  const query = readListSearch(HIGHLIGHTS_QUERY);
  try {
    const cached = await services.propertyLists.list(query, {
      all: (onPage) => services.properties.listVisibleInPages(query, onPage),
    });
    return { [HIGHLIGHTS_API_PATH]: unzipJson(cached.gzip) };
  } catch {
    return {};
  }
}

/** The published posts of the blog's index (GET /api/blog as visitors receive it). */
export async function blogIndexFor(services: Services): Promise<Record<string, unknown>> {
  try {
    return { [listBlogPosts.path]: await services.blog.list(false) };
  } catch {
    return {};
  }
}

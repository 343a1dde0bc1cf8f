import { isAdmin } from "../http/guards";
import { routeHandlers } from "../http/mount-routes";
import type { BlogService } from "./blog.service";

/** The posts for everyone (drafts for staff only), and the staff's writes. */
export const blogHandlers = (blog: BlogService) =>
  routeHandlers({
    listBlogPosts: async (_input, reply, req) => reply(200, await blog.list(isAdmin(req))),
    getBlogPostBySlug: async ({ params }, reply, req) => reply(200, await blog.getPage(params.slug, isAdmin(req))),
    previewBlogPost: async ({ body }, reply) => reply(200, await blog.preview(body.content)),
    getBlogPost: async ({ params }, reply) => reply(200, await blog.get(params.id)),
    createBlogPost: async ({ body }, reply) => reply(201, await blog.create(body)),
    updateBlogPost: async ({ params, body }, reply) => reply(200, await blog.update(params.id, body)),
    deleteBlogPost: async ({ params }, reply) => {
      await blog.remove(params.id);
      reply(204);
    },
  });

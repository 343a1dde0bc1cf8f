// The blog, the contact form and its inbox, and search alerts.

import { blogPostAnswer, blogPostListAnswer, blogPostPageAnswer, blogPreviewAnswer } from "../../contracts/blog";
import { contactMessageAnswer, contactMessageListAnswer, sentContactAnswer } from "../../contracts/contacts";
import { alertDemandAnswer, searchAlertMessageAnswer } from "../../contracts/search-alerts";
import { searchAlertInputSchema, searchAlertTokenSchema } from "../../search/search-alerts";
import { blogPostInputSchema, blogPostPatchSchema, blogPreviewSchema, slugParamSchema } from "../../validation/blog";
import { idParamSchema } from "../../validation/common";
import { contactInputSchema, contactPatchSchema } from "../../validation/contact";
import * as at from "../endpoints/index";
import { route } from "../route";

const blog = "Blog";
const contact = "Kontakt";
const alerts = "Suchaufträge";

export const contentRoutes = {
  listBlogPosts: route(at.listBlogPosts, {
    summary: "Blog posts, newest first (staff also see drafts)",
    tag: blog,
    access: "public",
    answers: { 200: blogPostListAnswer },
  }),
  getBlogPostBySlug: route(at.getBlogPostBySlug, {
    summary: "One post by its address, with its text rendered to sanitized HTML",
    tag: blog,
    access: "public",
    params: slugParamSchema,
    answers: { 200: blogPostPageAnswer },
  }),
  previewBlogPost: route(at.previewBlogPost, {
    summary: "Render a post's Markdown as the site will show it",
    tag: blog,
    access: "staff",
    body: blogPreviewSchema,
    answers: { 200: blogPreviewAnswer },
  }),
  getBlogPost: route(at.getBlogPost, {
    summary: "One post by id, for editing",
    tag: blog,
    access: "staff",
    params: idParamSchema,
    answers: { 200: blogPostAnswer },
  }),
  createBlogPost: route(at.createBlogPost, {
    summary: "Create a post",
    tag: blog,
    access: "staff",
    body: blogPostInputSchema,
    answers: { 201: blogPostAnswer },
  }),
  updateBlogPost: route(at.updateBlogPost, {
    summary: "Change some fields of a post",
    tag: blog,
    access: "staff",
    params: idParamSchema,
    body: blogPostPatchSchema,
    answers: { 200: blogPostAnswer },
  }),
  deleteBlogPost: route(at.deleteBlogPost, {
    summary: "Delete a post",
    tag: blog,
    access: "staff",
    params: idParamSchema,
    answers: { 204: "empty" },
  }),
  sendContact: route(at.sendContact, {
    summary: "Send the contact form (optionally about a listing)",
    tag: contact,
    access: "public",
    limits: ["contact"],
    body: contactInputSchema,
    answers: { 201: sentContactAnswer },
  }),
  listContacts: route(at.listContacts, {
    summary: "The inbox of contact messages",
    tag: contact,
    access: "staff",
    answers: { 200: contactMessageListAnswer },
  }),
  setContactHandled: route(at.setContactHandled, {
    summary: "Mark a message handled or open",
    tag: contact,
    access: "staff",
    params: idParamSchema,
    body: contactPatchSchema,
    answers: { 200: contactMessageAnswer },
  }),
  deleteContact: route(at.deleteContact, {
    summary: "Delete a message",
    tag: contact,
    access: "staff",
    params: idParamSchema,
    answers: { 204: "empty" },
  }),
  signUpSearchAlert: route(at.signUpSearchAlert, {
    summary: "Sign up for a search alert (double opt-in: a confirmation mail is sent)",
    tag: alerts,
    access: "public",
    limits: ["search-alerts", "search-alerts-address"],
    body: searchAlertInputSchema,
    answers: { 202: searchAlertMessageAnswer },
  }),
  confirmSearchAlert: route(at.confirmSearchAlert, {
    summary: "Confirm a search alert with the mailed token",
    tag: alerts,
    access: "public",
    body: searchAlertTokenSchema,
    answers: { 200: searchAlertMessageAnswer },
  }),
  unsubscribeSearchAlert: route(at.unsubscribeSearchAlert, {
    summary: "One-click unsubscribe (RFC 8058), the token in the query as the List-Unsubscribe header names it",
    tag: alerts,
    access: "public",
    query: searchAlertTokenSchema,
    answers: { 200: searchAlertMessageAnswer },
  }),
  searchAlertDemand: route(at.searchAlertDemand, {
    summary: "How many confirmed alerts ask for each search",
    tag: alerts,
    access: "staff",
    answers: { 200: alertDemandAnswer },
  }),
};

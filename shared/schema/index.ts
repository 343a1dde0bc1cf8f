export * from "./users";
export * from "./properties";
export * from "./media";
export * from "./applications";
export * from "./blog-posts";
export * from "./contacts";
export * from "./sessions";
export * from "./scraper-results";

/** Every kind of blog destination; browser-safe (no imports), so contracts and pages can name them. */
export const BLOG_DESTINATION_KINDS = ["hosted", "wordpress", "ghost", "webhook"] as const;
export type BlogDestinationKind = (typeof BLOG_DESTINATION_KINDS)[number];

/** The kinds a company adds itself; the hosted blog is every company's from the start. */
export const ADDABLE_BLOG_DESTINATION_KINDS = ["wordpress", "ghost", "webhook"] as const;

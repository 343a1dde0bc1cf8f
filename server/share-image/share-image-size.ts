// The picture a shared link shows (og:image): 1200×630, the size Facebook, WhatsApp, LinkedIn and
// X crop to, as JPEG, which all of them read (an SVG none of them does).
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

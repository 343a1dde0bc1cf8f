import type { Config } from "tailwindcss";

// Tailwind v4 reads this through the `@config` line in client/src/index.css.
export default {
  darkMode: "class",
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {},
  },
} satisfies Config;

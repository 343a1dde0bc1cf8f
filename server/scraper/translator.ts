export type Translation = { text: string; translated: boolean };
export type Translator = (text: string) => Promise<Translation>;

/** Keeps the original text and says so: used when no translation service is configured. */
export const keepOriginal: Translator = async (text) => ({ text, translated: false });

/** DeepL (free keys end in ":fx" and use the free endpoint). Falls back to the original on failure. */
export function deeplTranslator(apiKey: string, timeoutMs = 15_000): Translator {
  const endpoint = apiKey.endsWith(":fx")
    ? "https://api-free.deepl.com/v2/translate"
    : "https://api.deepl.com/v2/translate";
  return async (text) => {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { Authorization: `DeepL-Auth-Key ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ text: [text], target_lang: "DE" }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { text, translated: false };
      const body = (await response.json()) as { translations?: { text: string }[] };
      const translated = body.translations?.[0]?.text;
      return translated ? { text: translated, translated: true } : { text, translated: false };
    } catch {
      return { text, translated: false };
    }
  };
}

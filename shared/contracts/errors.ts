import { z } from "../validation/zod";
import type { Json } from "./json";

/** One validation problem: `path` is dotted ("employmentInfo.employer"), `message` German. */
export const fieldErrorAnswer = z.object({ path: z.string(), message: z.string() });
export type FieldError = Json<typeof fieldErrorAnswer>;

/** Every error answer (4xx, 5xx): a German sentence for people, field errors for forms when known. */
export const errorAnswer = z.object({ message: z.string(), errors: z.array(fieldErrorAnswer).optional() });
export type ErrorBody = Json<typeof errorAnswer>;

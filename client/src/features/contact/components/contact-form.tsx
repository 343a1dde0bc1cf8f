import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import type { z } from "zod";
import { contactInputSchema, type ContactInput } from "@shared/validation/contact";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useSendContact } from "../api/use-send-contact";

type ContactFormValues = z.input<typeof contactInputSchema>;

const emptyValues: ContactFormValues = { name: "", email: "", phone: "", message: "" };

const copy = {
  name: "Name",
  email: "E-Mail",
  phone: "Telefon",
  phoneHint: "Optional – für einen schnellen Rückruf.",
  message: "Nachricht",
  messagePlaceholder: "Wie können wir Ihnen helfen?",
  submit: "Nachricht senden",
  pending: "Wird gesendet...",
  successTitle: "Nachricht gesendet",
  successText: "Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.",
  errorTitle: "Fehler",
  errorText: (message: string) => `Fehler beim Senden der Nachricht: ${message}`,
};

/**
 * The public contact form (contact page and property detail page). On success it resets and
 * thanks the visitor; on failure the typed text stays and server field errors appear under the fields.
 */
export function ContactForm({ propertyId }: { propertyId?: number }) {
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: emptyValues,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;
  const send = useSendContact();

  const onSubmit = handleSubmit((values) =>
    send.mutate(propertyId === undefined ? values : { ...values, propertyId }, {
      onSuccess: () => {
        reset(emptyValues);
        toast({ title: copy.successTitle, description: copy.successText });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        toast({ variant: "destructive", title: copy.errorTitle, description: copy.errorText(errorMessage(error)) });
      },
    }),
  );

  return (
    // A container query, not the viewport: the form also sits in the narrow side column of a property page.
    <form onSubmit={onSubmit} noValidate className="@container grid gap-5" aria-busy={send.isPending || undefined}>
      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField label={copy.name} required error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField label={copy.email} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </FormField>
      </div>
      <FormField label={copy.phone} hint={copy.phoneHint} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />
      </FormField>
      <FormField label={copy.message} required error={errors.message?.message}>
        <Textarea rows={6} placeholder={copy.messagePlaceholder} {...register("message")} />
      </FormField>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={send.isPending}
        className="w-full @lg:w-auto @lg:justify-self-start"
      >
        <Send aria-hidden />
        {send.isPending ? copy.pending : copy.submit}
      </Button>
    </form>
  );
}

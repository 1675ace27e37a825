import { type CalendarAddress, oneLineAddress } from '@hs/calendar';
import { waitlistLeavePath, waitlistOfferTextPath, webRoutes } from '@hs/contracts';
import { appointmentWhen, fillTemplate, type Language, LOCALES } from '@hs/domain';
import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { textMessageTexts } from './catalog/text-message-texts.js';
import { type WaitlistTexts, waitlistTexts } from './catalog/waitlist-texts.js';
import type { EmailContent } from './email-content.js';
import { theme } from './email-theme.js';
import { foldToGsm7 } from './gsm-alphabet.js';
import { textPlaceOf } from './message-texts.js';
import type { WaitlistMessageKind } from './outbox.repository.js';
import type { WaitlistEnvelope } from './sealed-envelope.js';
import type { WaitlistFacts } from './waitlist-facts.repository.js';

/** Everything one waitlist message says. */
export interface WaitlistView {
  kind: WaitlistMessageKind;
  language: Language;
  entryKind: WaitlistFacts['entryKind'];
  code: string | undefined;
  offer: {
    when: string;
    whenShort: string;
    until: string;
    place: string;
    textPlace: string;
    services: string[];
    link: string;
    /** The short link a text carries, which redirects to `link`. */
    textLink: string;
  } | null;
  leaveLink: string;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The leave link of every waitlist message: a page that asks, and a one-click POST for mail clients. */
export function waitlistLeaveUrl(publicUrl: string, entryId: string, token: string, language: Language): string {
  const path = waitlistLeavePath.replace(':id', encodeURIComponent(entryId));
  return `${base(publicUrl)}${path}?${new URLSearchParams({ token, language })}`;
}

/** The offer's link: the token rides in the fragment, which no server, ours included, ever receives or logs. */
export const waitlistOfferUrl = (publicUrl: string, token: string) =>
  `${base(publicUrl)}${webRoutes.waitlistOffer}#${token}`;

const waitlistOfferTextUrl = (publicUrl: string, token: string) =>
  `${base(publicUrl)}${waitlistOfferTextPath}#${token}`;

export function waitlistView(
  message: { kind: WaitlistMessageKind; waitlistEntryId: string },
  facts: WaitlistFacts,
  envelope: WaitlistEnvelope,
  publicUrl: string,
): WaitlistView {
  const { language } = facts;
  const offer = facts.offer;
  let offerView: WaitlistView['offer'] = null;
  if (offer && envelope.offerToken) {
    const start = new Date(offer.startsAt);
    const when = appointmentWhen(start, offer.timeZone, language);
    const address: CalendarAddress | null =
      offer.addressLine1 && offer.city && offer.stateCode && offer.postalCode
        ? { lines: [offer.addressLine1], city: offer.city, state: offer.stateCode, postalCode: offer.postalCode }
        : null;
    const virtual = offer.providerKind !== 'clinic';
    offerView = {
      when: when.full,
      whenShort: when.short,
      until: appointmentWhen(new Date(offer.expiresAt), offer.timeZone, language).time,
      place: address ? `${offer.providerName}, ${oneLineAddress(address)}` : offer.providerName,
      // The street alone, as the appointment texts name it (decision 058).
      textPlace: textPlaceOf(
        { place: { virtual, address, name: offer.providerName } },
        textMessageTexts[language].videoVisit,
      ),
      services: offer.serviceNames,
      link: waitlistOfferUrl(publicUrl, envelope.offerToken),
      textLink: waitlistOfferTextUrl(publicUrl, envelope.offerToken),
    };
  }
  return {
    kind: message.kind,
    language,
    entryKind: facts.entryKind,
    code: envelope.code,
    offer: offerView,
    leaveLink: waitlistLeaveUrl(publicUrl, message.waitlistEntryId, envelope.leaveToken, language),
  };
}

function WaitlistEmail({ texts, view }: { texts: WaitlistTexts; view: WaitlistView }) {
  const offer = view.offer;
  const subject = offer ? texts.offerSubject : fillTemplate(texts.codeSubject, { code: view.code ?? '' });
  const values: Record<string, string> = offer ? { when: offer.when, place: offer.place, until: offer.until } : {};
  return (
    <Html lang={LOCALES[view.language]} dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {offer ? (
        <Preview>{fillTemplate(texts.offerPreheader, { until: offer.until, when: offer.whenShort })}</Preview>
      ) : null}
      <Body style={theme.body}>
        <Container style={theme.container}>
          <Section style={theme.header}>
            <Text style={theme.wordmark}>The Local Clinic</Text>
          </Section>
          <Section style={theme.main}>
            <Heading as="h1" style={theme.heading}>
              {offer ? texts.offerHeading : texts.codeHeading}
            </Heading>
            {offer ? (
              <>
                <Text style={theme.text}>
                  {fillTemplate(view.entryKind === 'earlier' ? texts.earlierIntro : texts.offerIntro, values)}
                </Text>
                <Text style={theme.value}>{offer.services.join(', ')}</Text>
                <Section style={theme.actions}>
                  <Button href={offer.link} style={theme.button}>
                    {view.entryKind === 'earlier' ? texts.earlierButton : texts.offerButton}
                  </Button>
                </Section>
                <Text style={theme.text}>{texts.offerNoThanks}</Text>
              </>
            ) : (
              <>
                <Text style={theme.text}>{texts.codeIntro}</Text>
                <Text style={theme.code}>{view.code}</Text>
              </>
            )}
          </Section>
          <Section style={theme.footer}>
            <Text style={theme.small}>
              <Link href={view.leaveLink} style={theme.link}>
                {texts.leaveLinkLabel}
              </Link>
            </Text>
            <Text style={theme.small}>{texts.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export async function waitlistEmailContent(view: WaitlistView): Promise<EmailContent> {
  const texts = waitlistTexts[view.language];
  const email = <WaitlistEmail texts={texts} view={view} />;
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true })]);
  const subject = view.offer ? texts.offerSubject : fillTemplate(texts.codeSubject, { code: view.code ?? '' });
  return { subject, html, text };
}

/**
 * The text: the code, or the time, the street and the short link; never the service. Plain spaces, as GSM-7 has
 * them. An offer is sent in GSM-7 alone: even its short link takes most of what two UCS-2 segments hold (134
 * characters), so a letter outside GSM-7 (Spanish "sáb") loses its accent; the code's text keeps its accents.
 */
export function waitlistSmsContent(view: WaitlistView): string {
  const texts = waitlistTexts[view.language];
  const optOut = textMessageTexts[view.language].optOut;
  if (!view.offer) return plainSpaces(fillTemplate(texts.codeText, { code: view.code ?? '', optOut }));
  const offer = fillTemplate(texts.offerText, {
    when: view.offer.whenShort,
    place: view.offer.textPlace,
    until: view.offer.until,
    link: view.offer.textLink,
    optOut,
  });
  return foldToGsm7(plainSpaces(offer));
}

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The hour on the clinic's clock, 0–23. */
export function localHour(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  return Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
}

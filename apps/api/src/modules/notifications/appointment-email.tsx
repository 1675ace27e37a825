import { calendarTexts } from '@hs/calendar';
import { fillTemplate, LOCALES } from '@hs/domain';
import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ChangeTexts } from './catalog/change-texts.js';
import type { EmailTexts } from './catalog/email-texts.js';
import { theme } from './email-theme.js';
import { placeOf } from './message-texts.js';
import { isCancellation, type MessageView } from './message-view.js';

export interface AppointmentEmailProps {
  /** What every e-mail says, and what this kind says, both in the view's language. */
  texts: EmailTexts;
  kind: ChangeTexts;
  view: MessageView;
}

/** 'tel:+15135550122' for '(513) 555-0122'. */
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Heading as="h2" style={theme.label}>
        {label}
      </Heading>
      {children}
    </>
  );
}

/**
 * One message about an appointment, in the site's look: what changed, then what, when, where (address, phone and
 * a map link) and the code, the one thing to do next as a button, and the other links, all in the appointment's
 * language. Times are on the provider's clock, written by Intl for that language. No images, so nothing is lost
 * when a client blocks them.
 */
export function AppointmentEmail({ texts, kind, view }: AppointmentEmailProps) {
  const values = { when: view.when.full, place: placeOf(view) };
  const next = view.links.bookAgain
    ? { label: texts.bookAgainLinkLabel, href: view.links.bookAgain }
    : { label: texts.manageLinkLabel, href: view.links.manage };
  return (
    <Html lang={LOCALES[view.language]} dir="ltr">
      <Head>
        <title>{kind.subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{fillTemplate(kind.preheader, { ...values, when: view.when.short })}</Preview>
      <Body style={theme.body}>
        <Container style={theme.container}>
          <Section style={theme.header}>
            <Text style={theme.wordmark}>The Local Clinic</Text>
          </Section>
          <Section style={theme.main}>
            <Heading as="h1" style={theme.heading}>
              {kind.heading}
            </Heading>
            <Text style={theme.text}>{fillTemplate(texts.greeting, { firstName: view.firstName })}</Text>
            <Text style={theme.text}>{fillTemplate(kind.intro, values)}</Text>
            <Section style={theme.details}>
              <Detail label={texts.whatLabel}>
                <Text style={theme.value}>{view.services.join(', ')}</Text>
              </Detail>
              <Detail label={texts.whenLabel}>
                <Text style={theme.value}>
                  {view.when.date}
                  <br />
                  {view.when.time}
                </Text>
              </Detail>
              <Detail label={texts.whereLabel}>
                <Text style={theme.value}>
                  {view.place.name}
                  {view.place.virtual ? (
                    <>
                      <br />
                      {calendarTexts[view.language].videoVisit}
                    </>
                  ) : null}
                  {view.place.addressLine ? (
                    <>
                      <br />
                      {view.place.addressLine}
                    </>
                  ) : null}
                  {view.place.phone ? (
                    <>
                      <br />
                      <Link href={telHref(view.place.phone)} style={theme.link}>
                        {view.place.phone}
                      </Link>
                    </>
                  ) : null}
                </Text>
                {view.place.mapUrl ? (
                  <Text style={theme.value}>
                    <Link href={view.place.mapUrl} style={theme.link}>
                      {texts.mapLinkLabel}
                    </Link>
                  </Text>
                ) : null}
              </Detail>
              {view.confirmCode ? (
                <Detail label={texts.codeLabel}>
                  <Text style={theme.code}>{view.confirmCode}</Text>
                </Detail>
              ) : null}
            </Section>
            <Section style={theme.actions}>
              <Button href={next.href} style={theme.button}>
                {next.label}
              </Button>
            </Section>
            {view.links.cancel ? (
              <Text style={theme.text}>
                <Link href={view.links.cancel} style={theme.link}>
                  {texts.cancelLinkLabel}
                </Link>
              </Text>
            ) : null}
            <Text style={theme.text}>{isCancellation(view.kind) ? texts.calendarRemoves : texts.calendarAdds}</Text>
          </Section>
          <Section style={theme.footer}>
            {view.links.optOut ? (
              <Text style={theme.small}>
                <Link href={view.links.optOut} style={theme.link}>
                  {texts.optOutLinkLabel}
                </Link>
              </Text>
            ) : null}
            <Text style={theme.small}>{texts.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

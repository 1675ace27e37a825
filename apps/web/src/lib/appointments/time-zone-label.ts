// The labels are the domain's, so the pages and the e-mails write a zone alike.
export { timeZoneLabel } from '@hs/domain';

/** The parts of parse-address (an untyped CommonJS package) this module reads. */
declare module 'parse-address' {
  /** Each part as matched; `type` and directionals come back as USPS abbreviations ("St", "NW"). */
  export interface ParsedAddress {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
  }
  interface AddressParser {
    /** A formal address: house number and street, then optional unit and place; null otherwise. */
    parseAddress(address: string): ParsedAddress | null;
    /** Formal, informal, PO box or intersection, whichever fits first. */
    parseLocation(address: string): ParsedAddress | null;
  }
  const parser: AddressParser;
  export default parser;
}

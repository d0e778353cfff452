/**
 * ISO 4217 List One as in force on 1 January 2026: the list published on 2024-06-25, then the
 * Caribbean guilder (XCG) in place of the Netherlands Antillean guilder (ANG) from 2025-03-31, and
 * the Bulgarian lev (BGN) withdrawn when Bulgaria adopted the euro on 2026-01-01.
 *
 * Every active code that has minor units, sorted, followed by a digit where its minor units are
 * not 2 (`BHD3`, `BIF0`). Codes whose minor units ISO gives as "N.A." (XAU, XAG, XPT, XPD, XDR,
 * XSU, XUA, XBA to XBD, the testing code XTS and the no-currency code) are not currencies a person pays in and are left out: see
 * `currencyScale`. One group per initial letter: the group's first code in full, then the others
 * by their last two letters (`'AED FN LL'` is AED, AFN, ALL). One string rather than an object
 * keeps the table at about 500 bytes gzip in every bundle.
 */
const LIST_ONE =
  'AED FN LL MD OA RS UD WG ZN|' +
  'BAM BD DT HD3 IF0 MD ND OB OV RL SD TN WP YN ZD|' +
  'CAD DF HE HF HW LF4 LP0 NY OP OU RC UC UP VE ZK|' +
  'DJF0 KK OP ZD|' +
  'EGP RN TB UR|' +
  'FJD KP|' +
  'GBP EL HS IP MD NF0 TQ YD|' +
  'HKD NL TG UF|' +
  'IDR LS NR QD3 RR SK0|' +
  'JMD OD3 PY0|' +
  'KES GS HR MF0 PW RW0 WD3 YD ZT|' +
  'LAK BP KR RD SL YD3|' +
  'MAD DL GA KD MK NT OP RU UR VR WK XN XV YR ZN|' +
  'NAD GN IO OK PR ZD|' +
  'OMR3|' +
  'PAB EN GK HP KR LN YG0|' +
  'QAR|' +
  'RON SD UB WF0|' +
  'SAR BD CR DG EK GD HP LE OS RD SP TN VC YP ZL|' +
  'THB JS MT ND3 OP RY TD WD ZS|' +
  'UAH GX0 SD SN YI0 YU YW4 ZS|' +
  'VED ES ND0 UV0|' +
  'WST|' +
  'XAF0 CD CG OF0 PF0|' +
  'YER|' +
  'ZAR MW WG';

// ISO 4217's most common number of minor units: the codes of LIST_ONE without a digit.
const USUAL_MINOR_UNITS = 2;

function readListOne(table: string): { codes: readonly string[]; minorUnits: ReadonlyMap<string, number> } {
  const minorUnits = new Map<string, number>();
  for (const group of table.split('|')) {
    const [first = '', ...others] = group.split(' ');
    for (const entry of [first, ...others.map((tail) => first[0] + tail)]) {
      minorUnits.set(entry.slice(0, 3), entry.length > 3 ? Number(entry.slice(3)) : USUAL_MINOR_UNITS);
    }
  }
  return { codes: Object.freeze([...minorUnits.keys()]), minorUnits };
}

const listOne = /* @__PURE__ */ readListOne(LIST_ONE);

/**
 * Every active ISO 4217 currency that has minor units, sorted by code, from the table the kit
 * ships (never from `Intl`, whose list follows the runtime's CLDR data). What a currency picker
 * offers: withdrawn codes (HRK, SLL, ZWL, ANG, BGN) are not in it.
 */
export const isoCurrencyCodes: readonly string[] = listOne.codes;

/**
 * The minor units ISO 4217 gives an active currency (`'USD'` → 2, `'JPY'` → 0, `'IQD'` → 3,
 * `'CLF'` → 4), or `undefined` for anything else: a withdrawn or unknown code, an ISO code
 * without minor units (`'XAU'`), a stablecoin.
 *
 * @example
 * isoMinorUnits('HUF'); // 2
 * isoMinorUnits('XAU'); // undefined
 */
export function isoMinorUnits(code: string): number | undefined {
  return listOne.minorUnits.get(code);
}

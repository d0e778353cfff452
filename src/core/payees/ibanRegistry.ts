/**
 * The IBAN formats of the SWIFT IBAN registry (and the countries that use IBANs outside it): per
 * country, whether it is in the SEPA scheme and the structure of its BBAN, the part after the
 * check digits. `12n` is 12 digits, `4a` 4 capital letters, `16c` 16 letters or digits; `*` marks
 * a SEPA country. The table is ours, written compactly because it ships in `paykit/forms`; its
 * test compares every entry with ibantools, which tracks the registry.
 */
const REGISTRY: string =
  'AD*8n12c AE3n16n AL8n16c AO21n AT*16n AX14n AZ4a20c BA16n BE*12n BF2c22n BG*4a6n8c BH4a14c BI23n ' +
  'BJ2c22n BL10n11c2n BR23n1a1c BY4a4n16c CF23n CG23n CH*5n12c CI1a23n CM23n CR18n CV21n CY*8n16c ' +
  'CZ*20n DE*18n DJ23n DK*14n DO4a20n DZ22n EE*16n EG25n ES*20n FI*14n FK2a12n FO14n FR*10n11c2n GA23n ' +
  'GB*4a14n GE2c16n GF10n11c2n GI*4a15c GL14n GP10n11c2n GQ23n GR*7n16c GT24c GW2a19n HN4a20n HR*17n ' +
  'HU*24n IE*4c14n IL19n IQ4a15n IR22n IS*22n IT*1a10n12c JO4a4n18c KM23n KW4a22c KZ3n13c LB4n20c ' +
  'LC4a24c LI*5n12c LT*16n LU*3n13c LV*4a13c LY21n MA24n MC*10n11c2n MD2c18c ME18n MF10n11c2n MG23n ' +
  'MK3n10c2n ML2c22n MN16n MQ10n11c2n MR23n MT*4a5n18c MU4a19n3a MZ21n NC10n11c2n NE2a22n NI4a20n ' +
  'NL*4a10n NO*11n OM3n16c PF10n11c2n PK4c16n PL*24n PM10n11c2n PS4c21n PT*21n QA4a21c RE10n11c2n ' +
  'RO*4a16c RS18n RU14n15c SA2n18c SC4a20n3a SD14n SE*20n SI*15n SK*20n SM*1a10n12c SN2a22n SO19n ST21n ' +
  'SV4a20n TD23n TF10n11c2n TG2a22n TL19n TN20n TR5n17c UA6n19c VA*18n VG4c16n WF10n11c2n XK16n ' +
  'YE4a4n18c YT10n11c2n';

/** How an IBAN of one country is built. */
export interface IbanFormat {
  isSepa: boolean;
  /** The BBAN as a pattern, e.g. `/^\d{18}$/` for Germany. */
  bban: RegExp;
  /** The whole IBAN's length. */
  length: number;
}

const CLASSES: Readonly<Record<string, string>> = { n: '\\d', a: '[A-Z]', c: '[A-Z\\d]' };

let formats: Map<string, IbanFormat> | undefined;

/** The IBAN format of `country` (ISO 3166 alpha-2), or `undefined` where IBANs are not used. */
export function ibanFormatOf(country: string): IbanFormat | undefined {
  formats ??= new Map(
    REGISTRY.split(' ').map((entry) => {
      let length = 4;
      const bban = entry.slice(2).replace(/\*?(\d+)([nac])/g, (_, count: string, kind: string) => {
        length += Number(count);
        return `${CLASSES[kind]}{${count}}`;
      });
      return [entry.slice(0, 2), { isSepa: entry[2] === '*', bban: new RegExp(`^${bban}$`), length }];
    }),
  );
  return formats.get(country);
}

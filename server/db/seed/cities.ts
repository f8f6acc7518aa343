/** A US city the demo data places businesses and families in. ZIP codes are real ones in that city. */
export type DemoCity = {
  city: string;
  state: string;
  /** Local area code, so demo phone numbers look local. */
  areaCode: string;
  zips: readonly string[];
};

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    city: 'Austin',
    state: 'TX',
    areaCode: '512',
    zips: ['78701', '78702', '78703', '78704', '78745', '78751', '78757'],
  },
  {
    city: 'Denver',
    state: 'CO',
    areaCode: '303',
    zips: ['80202', '80203', '80205', '80206', '80210', '80218', '80220'],
  },
  {
    city: 'Seattle',
    state: 'WA',
    areaCode: '206',
    zips: ['98101', '98102', '98103', '98105', '98109', '98115', '98122'],
  },
  {
    city: 'Boston',
    state: 'MA',
    areaCode: '617',
    zips: ['02108', '02111', '02115', '02116', '02118', '02130', '02134'],
  },
  {
    city: 'Chicago',
    state: 'IL',
    areaCode: '312',
    zips: ['60601', '60605', '60607', '60614', '60618', '60622', '60640'],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    areaCode: '404',
    zips: ['30303', '30305', '30306', '30307', '30308', '30309', '30312'],
  },
  {
    city: 'Portland',
    state: 'OR',
    areaCode: '503',
    zips: ['97201', '97202', '97205', '97209', '97211', '97214', '97217'],
  },
  {
    city: 'New York',
    state: 'NY',
    areaCode: '212',
    zips: ['10001', '10003', '10011', '10014', '10025', '10128'],
  },
  {
    city: 'Los Angeles',
    state: 'CA',
    areaCode: '213',
    zips: ['90012', '90026', '90027', '90034', '90039', '90064'],
  },
  {
    city: 'San Francisco',
    state: 'CA',
    areaCode: '415',
    zips: ['94102', '94110', '94114', '94117', '94122'],
  },
  {
    city: 'San Diego',
    state: 'CA',
    areaCode: '619',
    zips: ['92101', '92103', '92104', '92107', '92116'],
  },
  {
    city: 'Sacramento',
    state: 'CA',
    areaCode: '916',
    zips: ['95811', '95814', '95816', '95818', '95819'],
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    areaCode: '602',
    zips: ['85003', '85004', '85006', '85012', '85016', '85018'],
  },
  {
    city: 'Tucson',
    state: 'AZ',
    areaCode: '520',
    zips: ['85701', '85705', '85716', '85719'],
  },
  {
    city: 'Albuquerque',
    state: 'NM',
    areaCode: '505',
    zips: ['87102', '87104', '87106', '87108', '87110'],
  },
  {
    city: 'Salt Lake City',
    state: 'UT',
    areaCode: '801',
    zips: ['84101', '84102', '84103', '84105', '84106'],
  },
  {
    city: 'Boise',
    state: 'ID',
    areaCode: '208',
    zips: ['83702', '83704', '83705', '83706'],
  },
  {
    city: 'Minneapolis',
    state: 'MN',
    areaCode: '612',
    zips: ['55401', '55403', '55405', '55406', '55408', '55414'],
  },
  {
    city: 'Madison',
    state: 'WI',
    areaCode: '608',
    zips: ['53703', '53704', '53705', '53711', '53726'],
  },
  {
    city: 'Kansas City',
    state: 'MO',
    areaCode: '816',
    zips: ['64105', '64108', '64111', '64112', '64113'],
  },
  {
    city: 'Columbus',
    state: 'OH',
    areaCode: '614',
    zips: ['43201', '43202', '43205', '43206', '43215'],
  },
  {
    city: 'Ann Arbor',
    state: 'MI',
    areaCode: '734',
    zips: ['48103', '48104', '48105', '48108'],
  },
  {
    city: 'Pittsburgh',
    state: 'PA',
    areaCode: '412',
    zips: ['15206', '15213', '15217', '15222', '15232'],
  },
  {
    city: 'Philadelphia',
    state: 'PA',
    areaCode: '215',
    zips: ['19103', '19104', '19106', '19107', '19123', '19130', '19147'],
  },
  {
    city: 'Baltimore',
    state: 'MD',
    areaCode: '410',
    zips: ['21201', '21202', '21211', '21218', '21224', '21230'],
  },
  {
    city: 'Richmond',
    state: 'VA',
    areaCode: '804',
    zips: ['23219', '23220', '23221', '23223', '23225'],
  },
  {
    city: 'Raleigh',
    state: 'NC',
    areaCode: '919',
    zips: ['27601', '27603', '27605', '27607', '27608', '27609'],
  },
  {
    city: 'Charlotte',
    state: 'NC',
    areaCode: '704',
    zips: ['28202', '28203', '28204', '28205', '28207', '28209'],
  },
  {
    city: 'Nashville',
    state: 'TN',
    areaCode: '615',
    zips: ['37203', '37204', '37206', '37208', '37212'],
  },
  {
    city: 'New Orleans',
    state: 'LA',
    areaCode: '504',
    zips: ['70112', '70115', '70116', '70118', '70119'],
  },
  {
    city: 'Miami',
    state: 'FL',
    areaCode: '305',
    zips: ['33125', '33127', '33130', '33131', '33133', '33137'],
  },
  {
    city: 'Burlington',
    state: 'VT',
    areaCode: '802',
    zips: ['05401', '05408'],
  },
];

/** The providers.location text for a city: 'Austin, TX'. */
export function cityLocation(city: DemoCity): string {
  return `${city.city}, ${city.state}`;
}

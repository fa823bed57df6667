/** Realistic Australian people and places for the demo company (invented; any likeness is chance). */
export interface DemoPerson {
  firstName: string;
  surName: string;
  gender: 'Male' | 'Female' | 'Non-binary/non-conforming';
  dateOfBirth: string;
}

export interface DemoAddress {
  street: string;
  suburb: string;
  postcode: string;
  state: string;
  city: string;
}

export const DEMO_STAFF: DemoPerson[] = [
  { firstName: 'Mia', surName: 'Nguyen', gender: 'Female', dateOfBirth: '1994-03-12' },
  { firstName: 'Liam', surName: "O'Connor", gender: 'Male', dateOfBirth: '1989-07-25' },
  { firstName: 'Aisha', surName: 'Rahman', gender: 'Female', dateOfBirth: '1997-11-02' },
  { firstName: 'Jack', surName: 'Thompson', gender: 'Male', dateOfBirth: '1985-01-30' },
  { firstName: 'Chloe', surName: 'Papadopoulos', gender: 'Female', dateOfBirth: '1992-05-18' },
  { firstName: 'Noah', surName: 'Kelly', gender: 'Male', dateOfBirth: '1999-09-09' },
  { firstName: 'Priya', surName: 'Sharma', gender: 'Female', dateOfBirth: '1990-12-21' },
  { firstName: 'Tane', surName: 'Wiremu', gender: 'Male', dateOfBirth: '1987-04-14' },
  { firstName: 'Grace', surName: 'Murphy', gender: 'Female', dateOfBirth: '1995-08-03' },
  { firstName: 'Daniel', surName: 'Costa', gender: 'Male', dateOfBirth: '1983-02-27' },
  { firstName: 'Sam', surName: 'Bennett', gender: 'Non-binary/non-conforming', dateOfBirth: '1998-06-16' },
  { firstName: 'Hannah', surName: 'Walsh', gender: 'Female', dateOfBirth: '1991-10-08' },
];

export const DEMO_CLIENTS: DemoPerson[] = [
  { firstName: 'Margaret', surName: 'Collins', gender: 'Female', dateOfBirth: '1948-02-11' },
  { firstName: 'Ethan', surName: 'Brooks', gender: 'Male', dateOfBirth: '2001-06-30' },
  { firstName: 'Olivia', surName: 'Tran', gender: 'Female', dateOfBirth: '1986-09-19' },
  { firstName: 'George', surName: 'Mitchell', gender: 'Male', dateOfBirth: '1952-12-04' },
  { firstName: 'Isabella', surName: 'Romano', gender: 'Female', dateOfBirth: '1999-03-23' },
  { firstName: 'Jarrah', surName: 'Simpson', gender: 'Male', dateOfBirth: '1994-08-15' },
  { firstName: 'Evelyn', surName: 'Hughes', gender: 'Female', dateOfBirth: '1939-05-07' },
  { firstName: 'Lucas', surName: 'Fernandes', gender: 'Male', dateOfBirth: '2004-01-28' },
  { firstName: 'Zara', surName: 'Ahmed', gender: 'Female', dateOfBirth: '1990-11-12' },
  { firstName: 'William', surName: 'Campbell', gender: 'Male', dateOfBirth: '1961-07-21' },
  { firstName: 'Ruby', surName: 'Stewart', gender: 'Female', dateOfBirth: '2003-04-02' },
  { firstName: 'Kai', surName: 'Watson', gender: 'Male', dateOfBirth: '1997-10-26' },
  { firstName: 'Beverley', surName: 'Jones', gender: 'Female', dateOfBirth: '1945-08-17' },
  { firstName: 'Oscar', surName: 'Lee', gender: 'Male', dateOfBirth: '1988-02-06' },
  { firstName: 'Matilda', surName: 'Ryan', gender: 'Female', dateOfBirth: '2000-12-29' },
  { firstName: 'Hamish', surName: 'McDonald', gender: 'Male', dateOfBirth: '1975-05-13' },
  { firstName: 'Leila', surName: 'Haddad', gender: 'Female', dateOfBirth: '1983-09-01' },
  { firstName: 'Thomas', surName: 'Evans', gender: 'Male', dateOfBirth: '1957-03-18' },
  { firstName: 'Sienna', surName: 'Russo', gender: 'Female', dateOfBirth: '1996-06-24' },
  { firstName: 'Cooper', surName: 'Baker', gender: 'Male', dateOfBirth: '2002-11-09' },
  { firstName: 'Joan', surName: 'Fitzgerald', gender: 'Female', dateOfBirth: '1942-01-15' },
  { firstName: 'Minh', surName: 'Pham', gender: 'Male', dateOfBirth: '1979-08-22' },
  { firstName: 'Alex', surName: 'Morgan', gender: 'Non-binary/non-conforming', dateOfBirth: '1993-04-30' },
  { firstName: 'Dorothy', surName: 'King', gender: 'Female', dateOfBirth: '1950-10-03' },
];

export const DEMO_ADMINS: DemoPerson[] = [
  { firstName: 'Rebecca', surName: 'Hartley', gender: 'Female', dateOfBirth: '1978-06-05' },
  { firstName: 'Michael', surName: 'Chen', gender: 'Male', dateOfBirth: '1982-09-14' },
  { firstName: 'Fiona', surName: 'Douglas', gender: 'Female', dateOfBirth: '1986-03-27' },
];

export const SYDNEY_ADDRESSES: DemoAddress[] = [
  { street: '14 Wattle Street', suburb: 'Parramatta', postcode: '2150', state: 'NSW', city: 'Sydney' },
  { street: '7/22 Bondi Road', suburb: 'Bondi', postcode: '2026', state: 'NSW', city: 'Sydney' },
  { street: '3 Jacaranda Avenue', suburb: 'Blacktown', postcode: '2148', state: 'NSW', city: 'Sydney' },
  { street: '51 Victoria Road', suburb: 'Marrickville', postcode: '2204', state: 'NSW', city: 'Sydney' },
  { street: '9 Banksia Close', suburb: 'Penrith', postcode: '2750', state: 'NSW', city: 'Sydney' },
  { street: '118 Pacific Highway', suburb: 'Chatswood', postcode: '2067', state: 'NSW', city: 'Sydney' },
  { street: '26 Grevillea Crescent', suburb: 'Liverpool', postcode: '2170', state: 'NSW', city: 'Sydney' },
  { street: '4/88 Anzac Parade', suburb: 'Kensington', postcode: '2033', state: 'NSW', city: 'Sydney' },
  { street: '15 Kookaburra Way', suburb: 'Campbelltown', postcode: '2560', state: 'NSW', city: 'Sydney' },
  { street: '62 The Boulevarde', suburb: 'Strathfield', postcode: '2135', state: 'NSW', city: 'Sydney' },
  { street: '2 Waratah Place', suburb: 'Hornsby', postcode: '2077', state: 'NSW', city: 'Sydney' },
  { street: '33 Beach Street', suburb: 'Manly', postcode: '2095', state: 'NSW', city: 'Sydney' },
  { street: '19 Rosella Street', suburb: 'Bankstown', postcode: '2200', state: 'NSW', city: 'Sydney' },
  { street: '8 Church Street', suburb: 'Ryde', postcode: '2112', state: 'NSW', city: 'Sydney' },
  { street: '47 Forest Road', suburb: 'Hurstville', postcode: '2220', state: 'NSW', city: 'Sydney' },
  { street: '12 Ironbark Drive', suburb: 'Castle Hill', postcode: '2154', state: 'NSW', city: 'Sydney' },
];

// The demo's links to the books (issue 37): the local fake of Xero (dev/demo-xero.ts) holds exactly
// these records, so Update Record to Xero and the posts work on them in the demo.
/** The payroll employee the i-th demo staff member is linked to; every sixth is not yet in payroll. */
export const demoEmployeeId = (i: number): string | null => (i % 6 === 5 ? null : `EMP-${1000 + i}`);
/** The contact the i-th demo client is linked to; every fifth is not yet synced. */
export const demoContactId = (i: number): string | null => (i % 5 === 4 ? null : `XC-${70_000 + i}`);
/** The i-th demo client's NDIS number. */
export const demoNdisNumber = (i: number): string => String(430_000_000 + ((i * 104_729) % 9_999_999));

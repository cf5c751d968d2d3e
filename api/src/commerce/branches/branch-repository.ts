import type { Branch, BranchServiceCode, CountryCode, OpeningPeriod } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';

/**
 * A branch as the domain shapes it, with the zone its opening hours and slots are meant in; its
 * closed days are not stored but computed when it is answered (branch-closed-days.ts).
 */
export type StoredBranch = Omit<Branch, 'closedDays'> & { timeZone: string };

interface BranchRow {
  id: string;
  name: string;
  country: CountryCode;
  county: string;
  county_slug: string;
  city: string;
  city_slug: string;
  street: string;
  house_number: string;
  zip_code: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  time_zone: string;
  opening_hours: OpeningPeriod[];
  services: BranchServiceCode[];
  ropo: boolean;
}

const columns = `id, name, country, county, county_slug, city, city_slug, street, house_number, zip_code, phone,
                 email, lat, lng, time_zone, opening_hours, services, ropo`;

function branchOf(row: BranchRow): StoredBranch {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    county: row.county,
    countySlug: row.county_slug,
    city: row.city,
    citySlug: row.city_slug,
    street: row.street,
    houseNumber: row.house_number,
    zipCode: row.zip_code,
    phone: row.phone,
    email: row.email,
    geo: { lat: row.lat, lng: row.lng },
    openingHours: row.opening_hours,
    services: row.services,
    ropo: row.ropo,
    timeZone: row.time_zone,
  };
}

export interface BranchPlace {
  country: CountryCode;
  countySlug?: string | undefined;
  citySlug?: string | undefined;
}

/** The branches of a country, county or city; a market has a few dozen at most, so no paging in SQL. */
export async function branchesIn(q: Queryable, place: BranchPlace): Promise<StoredBranch[]> {
  const { rows } = await q.query<BranchRow>(
    `select ${columns} from branches
      where country = $1 and ($2::text is null or county_slug = $2) and ($3::text is null or city_slug = $3)
      order by id`,
    [place.country, place.countySlug ?? null, place.citySlug ?? null],
  );
  return rows.map(branchOf);
}

export async function findBranch(q: Queryable, id: string): Promise<StoredBranch | undefined> {
  const { rows } = await q.query<BranchRow>(`select ${columns} from branches where id = $1`, [id]);
  return rows[0] && branchOf(rows[0]);
}

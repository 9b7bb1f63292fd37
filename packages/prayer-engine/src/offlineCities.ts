// The offline city list (spec sections 3 and 5, decision 9): searchable with no
// network, each city with its IANA zone so its times are right without a
// server. Regions: UK, Indonesia, Malaysia, Pakistan, Bangladesh, India, Saudi
// Arabia, UAE, the Levant, Iraq, Egypt, Türkiye, North Africa, Nigeria, US,
// Canada, Australia.

export interface OfflineCity {
  city: string;
  admin1: string;
  country: string;
  country_code: string;
  lat: number;
  lon: number;
  timezone: string;
  /** Metres above sea level (offlineCityElevations.ts, GeoNames' SRTM-based heights); absent where unknown. */
  elevation?: number;
}

import { OFFLINE_CITY_ELEVATIONS } from './offlineCityElevations.ts';

type Row = [city: string, admin1: string, lat: number, lon: number, timezone?: string];

// Per country: name, code, default zone, then its cities (a zone after the
// coordinates when the city is not in the country's default zone).
const COUNTRIES: [country: string, code: string, zone: string, rows: Row[]][] = [
  ['United Kingdom', 'GB', 'Europe/London', [
    ['London', 'England', 51.5074, -0.1278], ['Birmingham', 'England', 52.4862, -1.8904],
    ['Manchester', 'England', 53.4808, -2.2426], ['Bradford', 'England', 53.796, -1.7594],
    ['Leicester', 'England', 52.6369, -1.1398], ['Leeds', 'England', 53.8008, -1.5491],
    ['Glasgow', 'Scotland', 55.8642, -4.2518], ['Cardiff', 'Wales', 51.4816, -3.1791],
  ]],
  ['Indonesia', 'ID', 'Asia/Jakarta', [
    ['Jakarta', 'DKI Jakarta', -6.2088, 106.8456], ['Surabaya', 'East Java', -7.2575, 112.7521],
    ['Bandung', 'West Java', -6.9175, 107.6191], ['Medan', 'North Sumatra', 3.5952, 98.6722],
    ['Yogyakarta', 'Special Region of Yogyakarta', -7.7956, 110.3695],
    ['Makassar', 'South Sulawesi', -5.1477, 119.4327, 'Asia/Makassar'],
  ]],
  ['Malaysia', 'MY', 'Asia/Kuala_Lumpur', [
    ['Kuala Lumpur', 'Federal Territory of Kuala Lumpur', 3.139, 101.6869],
    ['George Town', 'Penang', 5.4141, 100.3288], ['Johor Bahru', 'Johor', 1.4927, 103.7414],
    ['Kota Kinabalu', 'Sabah', 5.9804, 116.0735, 'Asia/Kuching'],
  ]],
  ['Pakistan', 'PK', 'Asia/Karachi', [
    ['Karachi', 'Sindh', 24.8607, 67.0011], ['Lahore', 'Punjab', 31.5204, 74.3587],
    ['Islamabad', 'Islamabad Capital Territory', 33.6844, 73.0479], ['Rawalpindi', 'Punjab', 33.5651, 73.0169],
    ['Faisalabad', 'Punjab', 31.4504, 73.135], ['Peshawar', 'Khyber Pakhtunkhwa', 34.0151, 71.5249],
  ]],
  ['Bangladesh', 'BD', 'Asia/Dhaka', [
    ['Dhaka', 'Dhaka Division', 23.8103, 90.4125], ['Chittagong', 'Chattogram Division', 22.3569, 91.7832],
    ['Sylhet', 'Sylhet Division', 24.8949, 91.8687],
  ]],
  ['India', 'IN', 'Asia/Kolkata', [
    ['Delhi', 'Delhi', 28.7041, 77.1025], ['Mumbai', 'Maharashtra', 19.076, 72.8777],
    ['Hyderabad', 'Telangana', 17.385, 78.4867], ['Kolkata', 'West Bengal', 22.5726, 88.3639],
    ['Bengaluru', 'Karnataka', 12.9716, 77.5946], ['Lucknow', 'Uttar Pradesh', 26.8467, 80.9462],
  ]],
  ['Saudi Arabia', 'SA', 'Asia/Riyadh', [
    ['Makkah', 'Makkah Province', 21.3891, 39.8579], ['Madinah', 'Al Madinah Province', 24.5247, 39.5692],
    ['Riyadh', 'Riyadh Province', 24.7136, 46.6753], ['Jeddah', 'Makkah Province', 21.4858, 39.1925],
    ['Dammam', 'Eastern Province', 26.4207, 50.0888],
  ]],
  ['United Arab Emirates', 'AE', 'Asia/Dubai', [
    ['Dubai', 'Dubai', 25.2048, 55.2708], ['Abu Dhabi', 'Abu Dhabi', 24.4539, 54.3773],
    ['Sharjah', 'Sharjah', 25.3463, 55.4209],
  ]],
  ['Jordan', 'JO', 'Asia/Amman', [['Amman', 'Amman Governorate', 31.9454, 35.9284]]],
  ['Syria', 'SY', 'Asia/Damascus', [
    ['Damascus', 'Damascus Governorate', 33.5138, 36.2765], ['Aleppo', 'Aleppo Governorate', 36.2021, 37.1343],
  ]],
  ['Lebanon', 'LB', 'Asia/Beirut', [['Beirut', 'Beirut Governorate', 33.8938, 35.5018]]],
  ['Palestine', 'PS', 'Asia/Hebron', [
    ['Jerusalem', 'Jerusalem', 31.7683, 35.2137, 'Asia/Jerusalem'], ['Gaza', 'Gaza Governorate', 31.5017, 34.4668, 'Asia/Gaza'],
  ]],
  ['Iraq', 'IQ', 'Asia/Baghdad', [
    ['Baghdad', 'Baghdad Governorate', 33.3152, 44.3661], ['Basra', 'Basra Governorate', 30.5085, 47.7804],
    ['Erbil', 'Erbil Governorate', 36.1911, 44.0092], ['Mosul', 'Nineveh Governorate', 36.3456, 43.1575],
  ]],
  ['Egypt', 'EG', 'Africa/Cairo', [
    ['Cairo', 'Cairo Governorate', 30.0444, 31.2357], ['Alexandria', 'Alexandria Governorate', 31.2001, 29.9187],
    ['Giza', 'Giza Governorate', 30.0131, 31.2089],
  ]],
  ['Türkiye', 'TR', 'Europe/Istanbul', [
    ['Istanbul', 'Istanbul', 41.0082, 28.9784], ['Ankara', 'Ankara', 39.9334, 32.8597],
    ['Izmir', 'İzmir', 38.4237, 27.1428], ['Bursa', 'Bursa', 40.1885, 29.061],
  ]],
  ['Morocco', 'MA', 'Africa/Casablanca', [
    ['Casablanca', 'Casablanca-Settat', 33.5731, -7.5898], ['Rabat', 'Rabat-Salé-Kénitra', 34.0209, -6.8416],
    ['Marrakesh', 'Marrakesh-Safi', 31.6295, -7.9811],
    // Inland towns whose Habous times depend on their elevation (issue 34).
    ['Fès', 'Fès-Meknès', 34.0331, -5.0003], ['Meknès', 'Fès-Meknès', 33.8935, -5.5473],
    ['Oujda', 'Oriental', 34.6814, -1.9086], ['Ifrane', 'Fès-Meknès', 33.5228, -5.1106],
    ['Errachidia', 'Drâa-Tafilalet', 31.9314, -4.4244],
  ]],
  ['Algeria', 'DZ', 'Africa/Algiers', [['Algiers', 'Algiers Province', 36.7538, 3.0588]]],
  ['Tunisia', 'TN', 'Africa/Tunis', [['Tunis', 'Tunis Governorate', 36.8065, 10.1815]]],
  ['Libya', 'LY', 'Africa/Tripoli', [['Tripoli', 'Tripoli District', 32.8872, 13.1913]]],
  ['Nigeria', 'NG', 'Africa/Lagos', [
    ['Lagos', 'Lagos State', 6.5244, 3.3792], ['Kano', 'Kano State', 12.0022, 8.592],
    ['Abuja', 'Federal Capital Territory', 9.0765, 7.3986],
  ]],
  ['United States', 'US', 'America/New_York', [
    ['New York', 'New York', 40.7128, -74.006], ['Washington', 'District of Columbia', 38.9072, -77.0369],
    ['Dearborn', 'Michigan', 42.3223, -83.1763, 'America/Detroit'],
    ['Chicago', 'Illinois', 41.8781, -87.6298, 'America/Chicago'], ['Houston', 'Texas', 29.7604, -95.3698, 'America/Chicago'],
    ['Los Angeles', 'California', 34.0522, -118.2437, 'America/Los_Angeles'],
  ]],
  ['Canada', 'CA', 'America/Toronto', [
    ['Toronto', 'Ontario', 43.6532, -79.3832], ['Mississauga', 'Ontario', 43.589, -79.6441],
    ['Montreal', 'Quebec', 45.5017, -73.5673], ['Calgary', 'Alberta', 51.0447, -114.0719, 'America/Edmonton'],
    ['Vancouver', 'British Columbia', 49.2827, -123.1207, 'America/Vancouver'],
  ]],
  ['Australia', 'AU', 'Australia/Sydney', [
    ['Sydney', 'New South Wales', -33.8688, 151.2093], ['Melbourne', 'Victoria', -37.8136, 144.9631, 'Australia/Melbourne'],
    ['Brisbane', 'Queensland', -27.4698, 153.0251, 'Australia/Brisbane'], ['Perth', 'Western Australia', -31.9505, 115.8605, 'Australia/Perth'],
  ]],
];

export const OFFLINE_CITIES: readonly OfflineCity[] = COUNTRIES.flatMap(([country, country_code, zone, rows]) =>
  rows.map(([city, admin1, lat, lon, timezone]) => {
    const elevation = OFFLINE_CITY_ELEVATIONS[`${lat},${lon}`];
    return { city, admin1, country, country_code, lat, lon, timezone: timezone ?? zone, ...(typeof elevation === 'number' ? { elevation } : {}) };
  }),
);

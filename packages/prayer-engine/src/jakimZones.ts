// JAKIM's prayer-time zones (Malaysia). JAKIM publishes one timetable per zone (e-solat.gov.my), each
// computed for one reference point of the zone; it does not publish the points. Codes and area names: JAKIM's
// e-solat zone list as mirrored in github.com/mptwaktusolat/api-waktusolat-x, resources/json/locations.json.
// Reference points: read off JAKIM's own published times (github.com/mptwaktusolat/api-waktusolat, json/db.json,
// every zone, Aug 2022 - Mar 2024): longitude where subuh, asar, maghrib and isyak come out as the preset
// computes them (zohor then comes a minute later still: decision 33), latitude from the spread of subuh,
// asar, maghrib and isyak around zohor through the year (docs/decisions.md 32). About 0.1° in latitude and
// 0.05° in longitude. PHG07 (Rompin, a newer zone) is not in that data and so not here: Rompin gets PHG02 or
// JHR04, its neighbours.
export interface JakimZone { code: string; name: string; latitude: number; longitude: number }

export const JAKIM_ZONES: readonly JakimZone[] = [
  { code: 'JHR01', name: "Pulau Aur dan Pulau Pemanggil", latitude: 2.6, longitude: 104.69 },
  { code: 'JHR02', name: "Johor Bahru, Kota Tinggi, Mersing, Kulai", latitude: 1.8, longitude: 103.91 },
  { code: 'JHR03', name: "Kluang, Pontian", latitude: 1.7, longitude: 103.57 },
  { code: 'JHR04', name: "Batu Pahat, Muar, Segamat, Gemas Johor, Tangkak", latitude: 2.3, longitude: 102.91 },
  { code: 'KDH01', name: "Kota Setar, Kubang Pasu, Pokok Sena (Daerah Kecil)", latitude: 6.3, longitude: 100.56 },
  { code: 'KDH02', name: "Kuala Muda, Yan, Pendang", latitude: 5.8, longitude: 100.61 },
  { code: 'KDH03', name: "Padang Terap, Sik", latitude: 6.3, longitude: 100.8 },
  { code: 'KDH04', name: "Baling", latitude: 5.7, longitude: 100.91 },
  { code: 'KDH05', name: "Bandar Baharu, Kulim", latitude: 5.4, longitude: 100.71 },
  { code: 'KDH06', name: "Langkawi", latitude: 6.6, longitude: 99.98 },
  { code: 'KDH07', name: "Puncak Gunung Jerai", latitude: 6, longitude: 100.45 },
  { code: 'KTN01', name: "Bachok, Kota Bharu, Machang, Pasir Mas, Pasir Puteh, Tanah Merah, Tumpat, Kuala Krai, Mukim Chiku", latitude: 6.1, longitude: 102.62 },
  { code: 'KTN02', name: "Gua Musang (Daerah Galas Dan Bertam), Jeli, Jajahan Kecil Lojing", latitude: 5, longitude: 102.14 },
  { code: 'MLK01', name: "SELURUH NEGERI MELAKA", latitude: 2.4, longitude: 102.36 },
  { code: 'NGS01', name: "Tampin, Jempol", latitude: 2.8, longitude: 102.51 },
  { code: 'NGS02', name: "Jelebu, Kuala Pilah, Rembau", latitude: 2.9, longitude: 102.3 },
  { code: 'NGS03', name: "Port Dickson, Seremban", latitude: 2.7, longitude: 102.07 },
  { code: 'PHG01', name: "Pulau Tioman", latitude: 2.8, longitude: 104.52 },
  { code: 'PHG02', name: "Kuantan, Pekan, Muadzam Shah", latitude: 3.1, longitude: 103.16 },
  { code: 'PHG03', name: "Jerantut, Temerloh, Maran, Bera, Chenor, Jengka", latitude: 3.5, longitude: 102.5 },
  { code: 'PHG04', name: "Bentong, Lipis, Raub", latitude: 4, longitude: 102.11 },
  { code: 'PHG05', name: "Genting Sempah, Janda Baik, Bukit Tinggi", latitude: 3.4, longitude: 101.98 },
  { code: 'PHG06', name: "Cameron Highlands, Genting Higlands, Bukit Fraser", latitude: 4.5, longitude: 101.42 },
  { code: 'PLS01', name: "SELURUH NEGERI PERLIS", latitude: 6.6, longitude: 100.54 },
  { code: 'PNG01', name: "SELURUH NEGERI PULAU PINANG", latitude: 5.4, longitude: 100.52 },
  { code: 'PRK01', name: "Tapah, Slim River, Tanjung Malim", latitude: 4.2, longitude: 101.44 },
  { code: 'PRK02', name: "Kuala Kangsar, Sg. Siput , Ipoh, Batu Gajah, Kampar", latitude: 4.7, longitude: 101.09 },
  { code: 'PRK03', name: "Lenggong, Pengkalan Hulu, Grik", latitude: 5.2, longitude: 101.19 },
  { code: 'PRK04', name: "Temengor, Belum", latitude: 5.4, longitude: 101.54 },
  { code: 'PRK05', name: "Kg Gajah, Teluk Intan, Bagan Datuk, Seri Iskandar, Beruas, Parit, Lumut, Sitiawan, Pulau Pangkor", latitude: 4.2, longitude: 100.83 },
  { code: 'PRK06', name: "Selama, Taiping, Bagan Serai, Parit Buntar", latitude: 5.1, longitude: 100.75 },
  { code: 'PRK07', name: "Bukit Larut", latitude: 4.7, longitude: 100.93 },
  { code: 'SBH01', name: "Bahagian Sandakan (Timur), Bukit Garam, Semawang, Temanggong, Tambisan, Bandar Sandakan, Sukau", latitude: 5.4, longitude: 117.9 },
  { code: 'SBH02', name: "Beluran, Telupid, Pinangah, Terusan, Kuamut, Bahagian Sandakan (Barat)", latitude: 5.1, longitude: 116.92 },
  { code: 'SBH03', name: "Lahad Datu, Silabukan, Kunak, Sahabat, Semporna, Tungku, Bahagian Tawau (Timur)", latitude: 5, longitude: 118.6 },
  { code: 'SBH04', name: "Bandar Tawau, Balong, Merotai, Kalabakan, Bahagian Tawau (Barat)", latitude: 4.3, longitude: 117.71 },
  { code: 'SBH05', name: "Kudat, Kota Marudu, Pitas, Pulau Banggi, Bahagian Kudat", latitude: 6.6, longitude: 116.92 },
  { code: 'SBH06', name: "Gunung Kinabalu", latitude: 6.1, longitude: 116.73 },
  { code: 'SBH07', name: "Kota Kinabalu, Ranau, Kota Belud, Tuaran, Penampang, Papar, Putatan, Bahagian Pantai Barat", latitude: 5.5, longitude: 115.99 },
  { code: 'SBH08', name: "Pensiangan, Keningau, Tambunan, Nabawan, Bahagian Pendalaman (Atas)", latitude: 5.2, longitude: 116.49 },
  { code: 'SBH09', name: "Beaufort, Kuala Penyu, Sipitang, Tenom, Long Pasia, Membakut, Weston, Bahagian Pendalaman (Bawah)", latitude: 5.1, longitude: 115.74 },
  { code: 'SGR01', name: "Gombak, Petaling, Sepang, Hulu Langat, Hulu Selangor, Shah Alam", latitude: 3.6, longitude: 101.72 },
  { code: 'SGR02', name: "Kuala Selangor, Sabak Bernam", latitude: 3.8, longitude: 101.19 },
  { code: 'SGR03', name: "Klang, Kuala Langat", latitude: 3.3, longitude: 101.58 },
  { code: 'SWK01', name: "Limbang, Lawas, Sundar, Trusan", latitude: 4.8, longitude: 115.21 },
  { code: 'SWK02', name: "Miri, Niah, Bekenu, Sibuti, Marudi", latitude: 3.9, longitude: 114.09 },
  { code: 'SWK03', name: "Pandan, Belaga, Suai, Tatau, Sebauh, Bintulu", latitude: 2.9, longitude: 113.24 },
  { code: 'SWK04', name: "Sibu, Mukah, Dalat, Song, Igan, Oya, Balingian, Kanowit, Kapit", latitude: 2.8, longitude: 112.08 },
  { code: 'SWK05', name: "Sarikei, Matu, Julau, Rajang, Daro, Bintangor, Belawai", latitude: 2.2, longitude: 111.59 },
  { code: 'SWK06', name: "Lubok Antu, Sri Aman, Roban, Debak, Kabong, Lingga, Engkelili, Betong, Spaoh, Pusa, Saratok", latitude: 1.8, longitude: 111.49 },
  { code: 'SWK07', name: "Serian, Simunjan, Samarahan, Sebuyau, Meludam", latitude: 1.5, longitude: 110.86 },
  { code: 'SWK08', name: "Kuching, Bau, Lundu, Sematan", latitude: 1.8, longitude: 110.14 },
  { code: 'SWK09', name: "Zon Khas (Kampung Patarikan)", latitude: 5, longitude: 115.85 },
  { code: 'TRG01', name: "Kuala Terengganu, Marang, Kuala Nerus", latitude: 5.3, longitude: 103.34 },
  { code: 'TRG02', name: "Besut, Setiu", latitude: 5.5, longitude: 102.79 },
  { code: 'TRG03', name: "Hulu Terengganu", latitude: 5, longitude: 102.91 },
  { code: 'TRG04', name: "Dungun, Kemaman", latitude: 4.6, longitude: 103.24 },
  { code: 'WLY01', name: "Kuala Lumpur, Putrajaya", latitude: 3.6, longitude: 101.72 },
  { code: 'WLY02', name: "Labuan", latitude: 5.3, longitude: 115.52 },
];

// The districts (daerah) of Malaysia and their JAKIM zone, each as the centroid of its area: computed here from
// github.com/mptwaktusolat/jakim.geojson, malaysia.district-jakim.geojson (commit 734f25e5), whose author
// matched each district to JAKIM's zone list (his assumptions for districts JAKIM does not name are in its README).
const DISTRICTS: readonly (readonly [code: string, district: string, latitude: number, longitude: number])[] = [
  ['JHR01', "Pulau Aur", 2.453, 104.517],
  ['JHR01', "Pulau Pemanggil", 2.58, 104.328],
  ['JHR02', "Johor Bahru", 1.511, 103.78],
  ['JHR02', "Kota Tinggi", 1.762, 103.95],
  ['JHR02', "Kulai", 1.683, 103.555],
  ['JHR02', "Mersing", 2.323, 103.713],
  ['JHR03', "Kluang", 2.066, 103.388],
  ['JHR03', "Pontian", 1.545, 103.4],
  ['JHR04', "Batu Pahat", 1.931, 103.032],
  ['JHR04', "Muar", 2.125, 102.785],
  ['JHR04', "Segamat", 2.485, 102.963],
  ['JHR04', "Tangkak", 2.275, 102.639],
  ['KDH01', "Kota Setar", 6.12, 100.369],
  ['KDH01', "Kubang Pasu", 6.356, 100.401],
  ['KDH01', "Pokok Sena", 6.156, 100.527],
  ['KDH02', "Kuala Muda", 5.694, 100.512],
  ['KDH02', "Pendang", 5.984, 100.549],
  ['KDH02', "Yan", 5.862, 100.4],
  ['KDH03', "Padang Terap", 6.265, 100.694],
  ['KDH03', "Sik", 5.989, 100.853],
  ['KDH04', "Baling", 5.709, 100.866],
  ['KDH05', "Bandar Baharu", 5.203, 100.614],
  ['KDH05', "Kulim", 5.399, 100.647],
  ['KDH06', "Langkawi", 6.346, 99.791],
  ['KTN01', "Bachok", 6.003, 102.376],
  ['KTN01', "Kota Bharu", 6.049, 102.262],
  ['KTN01', "Kuala Krai", 5.419, 102.166],
  ['KTN01', "Machang", 5.75, 102.246],
  ['KTN01', "Pasir Mas", 6.001, 102.088],
  ['KTN01', "Pasir Puteh", 5.841, 102.387],
  ['KTN01', "Tanah Merah", 5.755, 102.033],
  ['KTN01', "Tumpat", 6.168, 102.165],
  ['KTN02', "Gua Musang", 5.001, 102.06],
  ['KTN02', "Jeli", 5.584, 101.827],
  ['KTN02', "Kecil Lojing", 4.771, 101.6],
  ['MLK01', "Alor Gajah", 2.384, 102.192],
  ['MLK01', "Jasin", 2.298, 102.433],
  ['MLK01', "Melaka Tengah", 2.241, 102.254],
  ['NGS01', "Jempol", 2.856, 102.471],
  ['NGS01', "Tampin", 2.551, 102.458],
  ['NGS02', "Jelebu", 3.042, 102.114],
  ['NGS02', "Kuala Pilah", 2.728, 102.219],
  ['NGS02', "Rembau", 2.56, 102.098],
  ['NGS03', "Port Dickson", 2.541, 101.886],
  ['NGS03', "Seremban", 2.755, 101.918],
  ['PHG01', "Pulau Tioman", 2.788, 104.172],
  ['PHG02', "Kuantan", 3.859, 103.092],
  ['PHG02', "Pekan", 3.339, 103.186],
  ['PHG02', "Rompin", 2.875, 103.113],
  ['PHG03', "Bera", 3.169, 102.558],
  ['PHG03', "Jerantut", 4.257, 102.551],
  ['PHG03', "Maran", 3.616, 102.668],
  ['PHG03', "Temerloh", 3.593, 102.265],
  ['PHG04', "Bentong", 3.384, 102.014],
  ['PHG04', "Lipis", 4.35, 101.914],
  ['PHG04', "Raub", 3.865, 101.832],
  ['PHG06', "Cameron Highlands", 4.473, 101.477],
  ['PLS01', "Perlis", 6.504, 100.241],
  ['PNG01', "Barat Daya", 5.357, 100.231],
  ['PNG01', "Seberang Perai Selatan", 5.209, 100.479],
  ['PNG01', "Seberang Perai Tengah", 5.364, 100.46],
  ['PNG01', "Seberang Perai Utara", 5.499, 100.444],
  ['PNG01', "Timur Laut", 5.407, 100.283],
  ['PRK01', "Batang Padang", 4.134, 101.321],
  ['PRK01', "Kerian", 5.007, 100.563],
  ['PRK01', "Kinta", 4.571, 101.134],
  ['PRK01', "Muallim", 3.855, 101.463],
  ['PRK02', "Hilir Perak", 4.003, 101.09],
  ['PRK02', "Kampar", 4.41, 101.203],
  ['PRK02', "Kuala Kangsar", 4.833, 101.094],
  ['PRK03', "Belukar Samang", 5.587, 100.984],
  ['PRK03', "Gerik", 5.433, 101.145],
  ['PRK03', "Kenering", 5.339, 101.062],
  ['PRK03', "Kerunai", 5.569, 101.132],
  ['PRK03', "Lenggong", 5.11, 101.118],
  ['PRK03', "Pengkalan Hulu", 5.684, 101.035],
  ['PRK04', "Belum", 5.784, 101.498],
  ['PRK04', "Temengor", 5.448, 101.453],
  ['PRK05', "Bagan Datuk", 3.875, 100.959],
  ['PRK05', "Manjung", 4.326, 100.708],
  ['PRK05', "Perak Tengah", 4.261, 100.913],
  ['PRK06', "Larut Dan Matang", 4.799, 100.724],
  ['PRK06', "Selama", 5.218, 100.815],
  ['SBH01', "Sandakan", 5.767, 117.982],
  ['SBH02', "Beluran", 6.198, 117.383],
  ['SBH02', "Kinabatangan", 5.415, 118.046],
  ['SBH02', "Telupid", 5.763, 117.141],
  ['SBH02', "Tongod", 5.112, 117.021],
  ['SBH03', "Kunak", 4.704, 118.056],
  ['SBH03', "Lahad Datu", 5.1, 118.395],
  ['SBH03', "Semporna", 4.487, 118.441],
  ['SBH04', "Kalabakan", 4.496, 117.44],
  ['SBH04', "Tawau", 4.431, 118.01],
  ['SBH05', "Kota Marudu", 6.436, 116.795],
  ['SBH05', "Kudat", 7.018, 116.961],
  ['SBH05', "Pitas", 6.721, 117.103],
  ['SBH07', "Kota Belud", 6.315, 116.503],
  ['SBH07', "Kota Kinabalu", 6.007, 116.156],
  ['SBH07', "Papar", 5.626, 116.012],
  ['SBH07', "Penampang", 5.845, 116.197],
  ['SBH07', "Putatan", 5.877, 116.059],
  ['SBH07', "Ranau", 5.918, 116.773],
  ['SBH07', "Tuaran", 6.072, 116.32],
  ['SBH08', "Keningau", 5.266, 116.26],
  ['SBH08', "Nabawan", 4.609, 116.444],
  ['SBH08', "Tambunan", 5.675, 116.4],
  ['SBH09', "Beaufort", 5.317, 115.694],
  ['SBH09', "Kuala Penyu", 5.443, 115.503],
  ['SBH09', "Sipitang", 4.651, 115.697],
  ['SBH09', "Tenom", 4.895, 115.935],
  ['SGR01', "Gombak", 3.284, 101.649],
  ['SGR01', "Hulu Langat", 3.067, 101.85],
  ['SGR01', "Hulu Selangor", 3.56, 101.58],
  ['SGR01', "Petaling", 3.097, 101.574],
  ['SGR01', "Sepang", 2.806, 101.685],
  ['SGR02', "Kuala Selangor", 3.395, 101.324],
  ['SGR02', "Sabak Bernam", 3.68, 101.09],
  ['SGR03', "Klang", 3.035, 101.386],
  ['SGR03', "Kuala Langat", 2.831, 101.501],
  ['SWK01', "Lawas", 4.523, 115.453],
  ['SWK01', "Limbang", 4.293, 115.113],
  ['SWK02', "Beluru", 3.577, 114.253],
  ['SWK02', "Marudi", 4.08, 114.555],
  ['SWK02', "Miri", 3.662, 115.122],
  ['SWK02', "Subis", 3.735, 113.767],
  ['SWK02', "Telang Usan", 3.355, 114.83],
  ['SWK03', "Belaga", 2.559, 114.269],
  ['SWK03', "Bintulu", 3.305, 113.23],
  ['SWK03', "Bukit Mabong", 1.759, 113.808],
  ['SWK03', "Sebauh", 3.099, 113.559],
  ['SWK03', "Tatau", 2.644, 113.018],
  ['SWK04', "Dalat", 2.691, 111.989],
  ['SWK04', "Kanowit", 1.951, 112.219],
  ['SWK04', "Kapit", 2.18, 113.114],
  ['SWK04', "Mukah", 2.824, 112.354],
  ['SWK04', "Selangau", 2.451, 112.443],
  ['SWK04', "Sibu", 2.3, 111.879],
  ['SWK04', "Song", 1.763, 112.533],
  ['SWK05', "Daro", 2.534, 111.418],
  ['SWK05', "Julau", 1.804, 111.938],
  ['SWK05', "Maradong", 2.165, 111.641],
  ['SWK05', "Matu", 2.647, 111.695],
  ['SWK05', "Pakan", 1.79, 111.692],
  ['SWK05', "Sarikei", 2.063, 111.45],
  ['SWK05', "Tanjung Manis", 2.277, 111.306],
  ['SWK06', "Betong", 1.509, 111.513],
  ['SWK06', "Kabong", 1.884, 111.24],
  ['SWK06', "Lubok Antu", 1.291, 111.866],
  ['SWK06', "Pusa", 1.564, 111.149],
  ['SWK06', "Saratok", 1.753, 111.414],
  ['SWK06', "Sri Aman", 1.2, 111.3],
  ['SWK07', "Asajaya", 1.539, 110.618],
  ['SWK07', "Samarahan", 1.45, 110.488],
  ['SWK07', "Serian", 1.109, 110.627],
  ['SWK07', "Simunjan", 1.316, 110.851],
  ['SWK07', "Tebedu", 1.017, 110.436],
  ['SWK08', "Bau", 1.383, 110.11],
  ['SWK08', "Kuching", 1.451, 110.321],
  ['SWK08', "Lundu", 1.662, 109.85],
  ['TRG01', "Kuala Nerus", 5.405, 103.002],
  ['TRG01', "Kuala Terengganu", 5.282, 103.08],
  ['TRG01', "Marang", 5.072, 103.209],
  ['TRG02', "Besut", 5.596, 102.522],
  ['TRG02', "Setiu", 5.448, 102.79],
  ['TRG03', "Hulu Terengganu", 5.05, 102.774],
  ['TRG04', "Dungun", 4.676, 103.138],
  ['TRG04', "Kemaman", 4.281, 103.226],
  ['WLY01', "W.P. Kuala Lumpur", 3.147, 101.689],
  ['WLY01', "W.P. Putrajaya", 2.932, 101.69],
  ['WLY02', "W.P. Labuan", 5.308, 115.221],
];

// Syuruk: JAKIM's published sunrise is not sunrise - 2 min in every zone. Read off the same data (the zone's
// syuruk against its subuh, asar, maghrib and isyak): in most of Sabah, Sarawak, Johor, Pahang, Terengganu and
// Melaka it is about 1 min after the computed sunrise (3 min later than the preset's sunrise - 2), in Kuala
// Lumpur and Selangor about 1 min before it; high zones (Cameron Highlands, Bukit Larut, Gunung Jerai) differ
// by their height. Kelantan (KTN01, KTN02) is left at 0: its stored syuruk has broken rows. Minutes added to the preset's sunrise, per zone (zones not listed: 0).
const SYURUK_MINUTES: Readonly<Record<string, number>> = { JHR01: 3, JHR02: 3, JHR03: 3, JHR04: 3, KDH01: 1, KDH02: 1, KDH04: 1, KDH05: 1, KDH06: 2, KDH07: -3, MLK01: 3, NGS01: 1, NGS02: 1, NGS03: 1, PHG01: 3, PHG02: 3, PHG03: 3, PHG04: 3, PHG05: -2, PHG06: -4, PLS01: 3, PNG01: 1, PRK01: 1, PRK04: 1, PRK06: 1, PRK07: -3, SBH01: 3, SBH02: 3, SBH03: 3, SBH04: 3, SBH05: 3, SBH06: 3, SBH07: 3, SBH08: 3, SBH09: 3, SGR01: 1, SGR03: 1, SWK01: 3, SWK02: 3, SWK03: 3, SWK04: 3, SWK05: 3, SWK06: 3, SWK07: 3, SWK08: 3, SWK09: 3, TRG01: 3, TRG02: 3, TRG03: 3, TRG04: 3, WLY01: 1, WLY02: 2 };

/** Minutes to add to the JAKIM preset's sunrise in a zone (decision 32). */
export function jakimSyurukMinutes(code: string): number {
  return SYURUK_MINUTES[code] ?? 0;
}

const ZONE_BY_CODE = new Map(JAKIM_ZONES.map((z) => [z.code, z]));

// Malaysia's extent (Peninsular, Sabah, Sarawak, Labuan), for a place with no country code.
function inMalaysiaBox(latitude: number, longitude: number): boolean {
  const peninsula = latitude >= 1.2 && latitude <= 6.8 && longitude >= 99.6 && longitude <= 104.6;
  const borneo = latitude >= 0.8 && latitude <= 7.5 && longitude >= 109.5 && longitude <= 119.3;
  return peninsula || borneo;
}

/**
 * The JAKIM zone of a place in Malaysia: the zone of the nearest district centroid (the district polygons,
 * 1.4 MB, are not shipped, so a place near a district border can get the neighbouring district's zone; the
 * times then differ by a minute or two). Undefined outside Malaysia: a country code other than MY, or no code and a point outside Malaysia's box.
 */
export function jakimZone(place: { latitude: number; longitude: number; countryCode?: string }): JakimZone | undefined {
  const { latitude, longitude } = place;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const cc = typeof place.countryCode === 'string' ? place.countryCode.trim().toUpperCase() : '';
  if (cc ? cc !== 'MY' : !inMalaysiaBox(latitude, longitude)) return undefined;
  let best: JakimZone | undefined;
  let bestD = Infinity;
  const k = Math.cos((latitude * Math.PI) / 180);
  for (const [code, , lat, lon] of DISTRICTS) {
    const zone = ZONE_BY_CODE.get(code);
    if (!zone) continue;
    const d = (lat - latitude) ** 2 + ((lon - longitude) * k) ** 2;
    if (d < bestD) { bestD = d; best = zone; }
  }
  return best;
}

/** Here the table is in the module itself: always ready (the browser's stand-in, jakimZones.lazy.ts, waits for it). */
export const jakimZonesReady = (): boolean => true;
export const loadJakimZones = (): Promise<void> => Promise.resolve();

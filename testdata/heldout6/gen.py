"""Write the sixth set of held-out publication lists and their gold.

Every person, title, venue string, DOI, PMID, URL, e-mail and number here
is invented (some venue names are real-shaped acronyms; the papers are
not). Each file is written from one table of entries, so its gold agrees
with its text by construction. Titles come from per-field phrase tables
drawn with a fixed seed, and every title in a file is checked to differ
from the others. Run `python3 gen.py` (from anywhere; it writes beside
itself) only to regenerate after changing an entry; the same run
rewrites every file byte for byte. The PDFs are laid out by the small
writer at the end (base-14 fonts, WinAnsiEncoding, no PDF library), in
the manner of ../heldout5/gen.py but written anew here so this set
regenerates alone.
"""
import json, os, random
from difflib import SequenceMatcher
from html import escape

OUT = os.path.dirname(os.path.abspath(__file__))


def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": list(authors), "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}


def write(name, data, owner, pubs, notes, **extra):
    mode = 'wb' if isinstance(data, bytes) else 'w'
    kw = {} if mode == 'wb' else {'encoding': 'utf-8', 'newline': '\n'}
    with open(os.path.join(OUT, name), mode, **kw) as f:
        f.write(data)
    keys = [' '.join(p['title'].lower().split()) for p in pubs]
    for i in range(len(keys)):
        for j in range(i):
            assert SequenceMatcher(None, keys[i], keys[j]).ratio() < 0.75, (name, pubs[i]['title'], pubs[j]['title'])
    gold = {"file": name, "owner": owner, "advisors": extra.get('advisors', []), "mentors": [],
            "education": extra.get('education', []), "employment": extra.get('employment', []),
            "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8', newline='\n') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print('%-40s %3d pubs %4d slots' % (name, len(pubs), sum(len(p['authors']) for p in pubs)))


def ini(given, dots=True, space=True):
    """Initials of a given name: 'Wen-Jie Ana' -> 'W.-J. A.' (dots) or 'WJA'."""
    parts = []
    for w in given.split(' '):
        hy = w.split('-')
        parts.append('-'.join(h[0] + '.' for h in hy) if dots else ''.join(h[0].upper() for h in hy))
    return (' ' if space else '').join(parts) if dots else ''.join(parts)


def full(p):
    return p[0] + ' ' + p[1]


def jn(xs, sep=', ', two=' and ', many=', and '):
    if len(xs) == 1:
        return xs[0]
    if len(xs) == 2:
        return xs[0] + two + xs[1]
    return sep.join(xs[:-1]) + many + xs[-1]


# ------------------------------------------------ people: (given, surname), from many cultures
POOL = [
    ('Ananya', 'Krishnan'), ('Rohit', 'Deshpande'), ('Meera', 'Iyer'), ('Wen-Jie', 'Lin'), ('Xiaoyu', 'Zhang'), ('Haruto', 'Sakamoto'),
    ('Yui', 'Morikawa'), ('Ji-woo', 'Han'), ('Seo-yeon', 'Park'), ('Valentina', 'Ríos'), ('Mateo', 'Cárdenas'), ('Camila', 'Quispe'),
    ('Sigrid', 'Halvorsen'), ('Oskar', 'Lindqvist'), ('Freja', 'Nyström'), ('Katarzyna', 'Wróbel'), ('Milan', 'Novák'),
    ('Achieng', 'Odhiambo'), ('Baraka', 'Mushi'), ('Shirin', 'Rahimi'), ('Dariush', 'Farahani'), ('Elif', 'Yıldırım'),
    ('Aroha', 'Ngata'), ('Sione', 'Taufa'), ('Eleni', 'Papadaki'), ('Chidinma', 'Okonkwo'), ('Emeka', 'Nwosu'),
    ('Funmilayo', 'Adeyemi'), ('Tunde', 'Bakare'), ('Selamawit', 'Tesfaye'), ('Mariel', 'Dizon'), ('Kofi', 'Asante'),
    ('Layla', 'Al-Hashimi'), ('Omar', 'Haddad'), ('Noor', 'Abdelrahman'), ('Karim', 'Mansour'), ('Huda', 'El-Sayed'),
    ('Inês', 'Carvalho'), ('Rui', 'Sampaio'), ('Tiago', 'Moura'), ('Beatriz', 'Pinto'), ('Lucía', 'Benavente'),
    ('Anders', 'Kjeldsen'), ('Ingrid', 'Solheim'), ('Dmitri', 'Volkov'), ('Olena', 'Kravchenko'), ('Nikhil', 'Bhattacharya'),
    ('Priyanka', 'Menon'), ('Thabo', 'Nkosi'), ('Zanele', 'Mahlangu'), ('Amara', 'Diallo'), ('Moussa', 'Traoré'),
    ('Hine', 'Walker'), ('Liam', "O'Sullivan"), ('Siobhán', 'Byrne'), ('Mathilde', 'Lefebvre'), ('Théo', 'Girard'),
    ('Giulia', 'Ferrante'), ('Lorenzo', 'Bassi'), ('Hannah', 'Schreiber'), ('Jonas', 'Kessler'), ('Aylin', 'Demir'),
    ('Rafael', 'Quintero'), ('Paola', 'Villalobos'), ('Kiri', 'Tamihana'), ('Nalani', 'Kealoha'), ('Min-jun', 'Choi'),
    ('Hyun-woo', 'Kang'), ('Daiki', 'Fujimoto'), ('Sakura', 'Nishida'), ('Ming', 'Zhou'), ('Yifan', 'Gao'),
    ('Shu-Fen', 'Chen'), ('Arjun', 'Raman'), ('Kavya', 'Srinivasan'), ('Tomasz', 'Wierzbicki'), ('Agnieszka', 'Zielińska'),
    ('Petr', 'Dvořák'), ('Lenka', 'Horáková'), ('Bram', 'Verhoeven'), ('Lotte', 'Smits'), ('Erik', 'Bergström'),
    ('Malin', 'Åkesson'), ('Joaquín', 'Salazar'), ('Renata', 'Oliveira'), ('Fatima Zahra', 'Bennani'), ('Youssef', 'Amrani'),
    ('Samuel', 'Mensah-Bonsu'), ('Grace', 'Achterberg'), ('Mihai', 'Popescu'), ('Ioana', 'Dumitrescu'), ('Vusi', 'Dlamini'),
    ('Leilani', 'Akana'), ('Ayesha', 'Siddiqui'), ('Imran', 'Qureshi'), ('Nadia', 'Haidari'), ('Tenzin', 'Dolkar'),
]


def winansi_ok(p):
    return all(ord(c) < 0x100 for c in p[0] + p[1])


def people(rng, n, avoid=(), pdf=False):
    sur = {a[1] for a in avoid}
    cand = [p for p in POOL if p not in avoid and p[1] not in sur and (winansi_ok(p) or not pdf)]
    return rng.sample(cand, n)


# ------------------------------------------------ titles: per-field phrase tables drawn with a fixed seed
FIELDS = {
    'nursing': (['pressure ulcers', 'family caregivers', 'palliative home care', 'nurse staffing', 'delirium in older patients', 'patient participation',
                 'medication safety', 'ambulance triage', 'post-operative pain', 'fall prevention', 'end-of-life communication', 'nursing home transfers'],
                ['a register study', 'qualitative content analysis', 'a cluster-randomised trial', 'a cross-sectional survey', 'phenomenological interviews',
                 'a stepped-wedge design', 'structured observations', 'a scoping review'],
                ['rural Sweden', 'intensive care', 'municipal home care', 'emergency departments', 'surgical wards', 'nursing homes']),
    'speech': (['speech recognition', 'tone languages', 'code-switched speech', 'speaker diarization', 'prosody', 'low-resource ASR',
                'spoken language identification', 'child speech', 'disfluency detection', 'vowel formants', 'pronunciation scoring', 'keyword spotting'],
               ['self-supervised pretraining', 'contrastive learning', 'data augmentation', 'phoneme-level alignment', 'adapter tuning',
                'multilingual distillation', 'curriculum learning', 'cross-lingual transfer'],
               ['Dravidian languages', 'noisy call-centre audio', 'classroom recordings', 'under-resourced dialects', 'smart speakers', 'clinical interviews']),
    'hydrology': (['groundwater recharge', 'peat subsidence', 'river discharge', 'polder drainage', 'saltwater intrusion', 'soil moisture',
                   'flood frequency', 'evapotranspiration', 'urban runoff', 'drought propagation', 'nitrate leaching', 'dune infiltration'],
                  ['ensemble forecasting', 'Bayesian calibration', 'isotope tracing', 'satellite gravimetry', 'distributed modelling', 'machine-learned emulators',
                   'long-term monitoring', 'tracer experiments'],
                  ['the Rhine delta', 'reclaimed polders', 'coastal lowlands', 'managed aquifers', 'peatland catchments', 'a changing climate']),
    'forestry': (['carbon stocks', 'peat swamp forests', 'mangrove regeneration', 'smallholder agroforestry', 'teak plantations', 'fire scars',
                  'canopy gaps', 'rattan harvesting', 'seed dispersal', 'tree allometry', 'forest degradation', 'community forestry'],
                 ['Sentinel-2 time series', 'LiDAR surveys', 'permanent sample plots', 'household surveys', 'participatory mapping', 'random forests',
                  'biomass equations', 'stable isotopes'],
                 ['Central Kalimantan', 'East Java', 'Riau peatlands', 'Sulawesi uplands', 'West Papua', 'the Lesser Sunda Islands']),
    'aquaculture': (['shrimp farming', 'Pangasius catfish', 'tilapia growth', 'mud crab culture', 'seaweed cultivation', 'pond water quality',
                     'white spot syndrome', 'feed conversion', 'brackish-water polyculture', 'larval survival', 'antibiotic residues', 'rice-shrimp systems'],
                    ['probiotic supplementation', 'biofloc technology', 'qPCR surveillance', 'farm surveys', 'life-cycle assessment', 'salinity trials',
                     'metagenomic profiling', 'feeding experiments'],
                    ['the Mekong Delta', 'Ca Mau province', 'coastal Ben Tre', 'recirculating systems', 'intensive ponds', 'smallholder farms']),
    'linguistics': (['Gulf Arabic', 'diglossia', 'emphatic consonants', 'verb morphology', 'code-switching', 'heritage speakers',
                     'clitic doubling', 'broken plurals', 'vowel harmony', 'word order', 'politeness formulae', 'reading acquisition'],
                    ['corpus analysis', 'acoustic measurements', 'eye-tracking', 'sociolinguistic interviews', 'experimental syntax', 'computational modelling',
                     'fieldwork elicitation', 'acceptability judgements'],
                    ['Levantine dialects', 'Emirati children', 'bilingual classrooms', 'social media', 'Najdi speakers', 'Moroccan Darija']),
    'immunology': (['regulatory T cells', 'germinal centres', 'malaria vaccines', 'tissue-resident memory', 'neutrophil extracellular traps', 'B-cell tolerance',
                    'sickle cell disease', 'type I interferon', 'helminth co-infection', 'mucosal IgA', 'innate lymphoid cells', 'antibody affinity'],
                   ['single-cell RNA sequencing', 'mass cytometry', 'controlled human infection', 'a prospective cohort', 'murine models', 'spatial transcriptomics',
                    'CRISPR screens', 'systems serology'],
                   ['Nigerian children', 'sub-Saharan Africa', 'pregnant women', 'lupus nephritis', 'tuberculosis', 'chronic hepatitis B']),
    'vision': (['monocular depth', 'novel view synthesis', 'video object segmentation', 'open-vocabulary detection', '3D human pose', 'scene graphs',
                'point cloud registration', 'image matting', 'optical flow', 'visual place recognition', 'text-to-image editing', 'event cameras'],
               ['diffusion priors', 'sparse transformers', 'neural radiance fields', 'masked autoencoders', 'test-time adaptation', 'Gaussian splatting',
                'contrastive pretraining', 'equivariant networks'],
               ['the wild', 'low light', 'autonomous driving', 'egocentric video', 'few-shot settings', 'dynamic scenes']),
    'hci': (['older adults', 'screen reader users', 'online harassment', 'gig workers', 'smart home privacy', 'data visualization literacy',
             'mixed reality collaboration', 'conversational agents', 'sign language users', 'remote meetings', 'creative coding', 'menstrual tracking apps'],
            ['a diary study', 'co-design workshops', 'a field deployment', 'interview studies', 'a large-scale survey', 'participatory design',
             'wizard-of-oz prototyping', 'longitudinal logging'],
            ['rural communities', 'Global South contexts', 'care homes', 'university classrooms', 'families', 'community health workers']),
    'education': (['teacher retention', 'mathematics anxiety', 'early literacy', 'culturally responsive pedagogy', 'school discipline', 'peer tutoring',
                   'English learners', 'formative assessment', 'college access', 'principal leadership', 'homework support', 'summer learning loss'],
                  ['a randomized field trial', 'multilevel models', 'classroom observations', 'a regression discontinuity design', 'focus groups',
                   'growth curve analysis', 'mixed methods', 'propensity score matching'],
                  ['urban middle schools', 'rural districts', 'community colleges', 'Nigerian secondary schools', 'bilingual programs', 'teacher preparation']),
    'ocean': (['marine heatwaves', 'kelp forests', 'coral bleaching', 'ocean acidification', 'seagrass meadows', 'zooplankton migration',
               'upwelling fronts', 'deep-sea sediments', 'fishing pressure', 'oxygen minimum zones', 'larval connectivity', 'blue carbon'],
              ['Argo floats', 'eDNA metabarcoding', 'glider transects', 'biophysical modelling', 'satellite altimetry', 'long-term moorings',
               'mesocosm experiments', 'acoustic telemetry'],
              ['the Tasman Sea', 'Pacific atolls', 'the Benguela system', 'fjords', 'the Southern Ocean', 'temperate reefs']),
    'urban': (['informal settlements', 'transit-oriented development', 'housing affordability', 'street vending', 'urban heat', 'land readjustment',
               'bus rapid transit', 'participatory budgeting', 'gentrification', 'water tariffs', 'flood resilience', 'public space'],
              ['spatial econometrics', 'ethnography', 'GIS analysis', 'policy mobilities', 'a household survey', 'comparative case studies',
               'agent-based simulation', 'archival research'],
              ['Tehran', 'Nairobi', 'Jakarta', 'Bogotá', 'secondary cities', 'the Global South']),
    'math': (['Hopf algebras', 'quiver representations', 'Sobolev inequalities', 'random matrices', 'elliptic curves', 'Lie superalgebras',
              'hyperbolic groups', 'Dirichlet forms', 'tropical varieties', 'cluster algebras', 'Toeplitz operators', 'free probability'],
             ['spectral estimates', 'categorification', 'a variational approach', 'combinatorial models', 'asymptotic expansions', 'rigidity results',
              'homological methods', 'explicit formulas'],
             ['positive characteristic', 'the boundary', 'low dimensions', 'non-compact manifolds', 'the critical case', 'infinite rank']),
    'robotics': (['legged locomotion', 'dexterous grasping', 'multi-robot exploration', 'soft actuators', 'visual servoing', 'SLAM',
                  'motion planning', 'human-robot handover', 'aerial manipulation', 'terrain classification', 'tactile sensing', 'underwater docking'],
                 ['model predictive control', 'reinforcement learning', 'imitation learning', 'factor graphs', 'sim-to-real transfer', 'trajectory optimization',
                  'diffusion policies', 'contact-implicit planning'],
                 ['cluttered warehouses', 'forest canopies', 'construction sites', 'planetary analogues', 'agricultural fields', 'homes']),
    'geology': (['fault slip', 'volcanic ash', 'glacial erosion', 'landslide runout', 'carbonate diagenesis', 'zircon ages',
                 'basin subsidence', 'earthquake swarms', 'river incision', 'ophiolite emplacement', 'permafrost thaw', 'magma storage'],
                ['InSAR time series', 'cosmogenic nuclides', 'U-Pb geochronology', 'numerical modelling', 'field mapping', 'seismic tomography',
                 'thermochronology', 'geochemical fingerprinting'],
                ['the East African Rift', 'the Andes', 'Iceland', 'the Alpine foreland', 'the Zagros', 'Patagonia']),
    'chemistry': (['C–H activation', 'photoredox catalysis', 'macrocyclic peptides', 'chiral phosphoric acids', 'aryl fluorides', 'cyclopropanes',
                   'nickel catalysis', 'boronic esters', 'alkaloid synthesis', 'electrochemical oxidation', 'flow chemistry', 'organocatalysts'],
                  ['mechanistic studies', 'DFT calculations', 'kinetic resolution', 'high-throughput screening', 'late-stage functionalization',
                   'asymmetric induction', 'ligand design', 'isotope labelling'],
                  ['water', 'mild conditions', 'gram scale', 'visible light', 'continuous flow', 'natural product synthesis']),
    'geoscience': (['sea-level rise', 'monsoon rainfall', 'sediment budgets', 'coastal erosion', 'delta subsidence', 'storm surges',
                    'beach morphology', 'tidal flats', 'estuarine turbidity', 'coral reef islands', 'barrier islands', 'dune migration'],
                   ['drone photogrammetry', 'process-based models', 'radiocarbon dating', 'wave buoys', 'shoreline mapping', 'sediment cores',
                    'numerical experiments', 'remote sensing'],
                   ['the Bay of Bengal', 'the Mekong', 'the Wadden Sea', 'Pacific islands', 'the Niger Delta', 'the Gulf of Guinea']),
    'biophysics': (['membrane curvature', 'ion channel gating', 'protein condensates', 'actin networks', 'motor proteins', 'DNA supercoiling',
                    'lipid rafts', 'chromatin loops', 'mechanosensing', 'amyloid fibrils', 'bacterial flagella', 'microtubule dynamics'],
                   ['optical tweezers', 'single-molecule FRET', 'cryo-electron tomography', 'coarse-grained simulation', 'high-speed AFM',
                    'super-resolution imaging', 'microfluidics', 'magnetic tweezers'],
                   ['living cells', 'reconstituted systems', 'crowded environments', 'synthetic vesicles', 'bacteria', 'neurons']),
    'sociology': (['migrant remittances', 'youth unemployment', 'ethnic boundaries', 'religious conversion', 'household debt', 'marriage markets',
                   'civic participation', 'school segregation', 'return migration', 'care work', 'land conflicts', 'trust in institutions'],
                  ['panel data', 'life-history interviews', 'network analysis', 'survey experiments', 'ethnographic fieldwork', 'sequence analysis',
                   'event history models', 'text analysis'],
                  ['Senegal', 'West African cities', 'the diaspora in France', 'Sahelian villages', 'secondary towns', 'mobile phone users']),
}

TEMPLATES = [
    '{M} for {O} in {C}', '{O} in {C}: evidence from {M}', 'Towards better {O}: {M} revisited', 'What {C} can tell us about {O}',
    'Rethinking {O} with {M}', '{O} and {O2} across {C}', 'Revisiting {O}: {M} in {C}', 'What {M} reveals about {O}',
    'A {M} perspective on {O}', 'Scaling {M} to {O}', '{O} under pressure: {M} in {C}', 'Beyond {O}: {M} and {O2}',
    'Mapping {O} in {C}', 'The limits of {M} for {O}', '{O}, {O2} and {M}', 'Disentangling {O} and {O2} in {C}',
]


def cap(s):
    return s[0].upper() + s[1:]


def titles(field, n, rng):
    O, M, C = FIELDS[field]
    out, keys = [], []
    while len(out) < n:
        t = rng.choice(TEMPLATES)
        o, o2 = rng.sample(O, 2)
        s = cap(t.format(O=o, O2=o2, M=rng.choice(M), C=rng.choice(C)))
        k = s.lower()
        if all(SequenceMatcher(None, k, x).ratio() < 0.62 for x in keys):
            out.append(s)
            keys.append(k)
    return out


# ------------------------------------------------ 1 speech: a Google Scholar profile copied from the browser as text
def scholar_copy():
    rng = random.Random(601)
    own = ('Ananya', 'Krishnan')
    T = titles('speech', 22, rng)
    venues = [('Interspeech 2021', 'conference', 'Interspeech', '3412-3416'), ('IEEE/ACM Transactions on Audio, Speech, and Language Processing', 'journal', None, '31, 2210-2224'),
              ('ICASSP 2023-2023 IEEE International Conference on Acoustics, Speech and Signal Processing', 'conference', None, '1-5'),
              ('Computer Speech & Language', 'journal', None, '82, 101532'), ('arXiv preprint arXiv:2402.11873', 'preprint', None, ''),
              ('Proceedings of the Annual Meeting of the Association for Computational Linguistics', 'conference', None, '5521-5533'),
              ('Speech Communication', 'journal', None, '148, 45-58'), ('Journal of the Acoustical Society of America', 'journal', None, '154 (2), 901-914'),
              ('Language Resources and Evaluation', 'journal', None, '57 (4), 1611-1640'), ('Workshop on Spoken Language Technologies for Under-resourced Languages', 'workshop', None, '88-93')]
    rows, pubs = [], []
    cites = sorted((rng.randint(0, 400) for _ in T), reverse=True)
    for k, t in enumerate(T):
        n = rng.randint(2, 7)
        co = people(rng, n - 1, [own])
        pos = 0 if k % 3 == 0 else rng.randint(1, n - 1)
        au = co[:pos] + [own] + co[pos:]
        trunc = n >= 6 and k % 2 == 0
        shown = au[:4] if trunc else au
        if trunc and own not in shown:
            shown = au[:3] + [own]  # Scholar keeps the profile owner visible in a cut byline
        vn, kind, acr, loc = venues[k % len(venues)]
        year = 2016 + (k * 7) % 10
        if kind == 'preprint':
            vprint = vn
        else:
            vprint = vn if not loc else '%s, %s' % (vn, loc)
        if 'Interspeech' in vn:
            vprint = 'Proc. Interspeech %d, %s' % (year, loc)
        line_au = ', '.join('%s %s' % (ini(p[0], dots=False), p[1]) for p in shown) + (', ...' if trunc else '')
        c = cites[k]
        star = '*' if k in (3, 11) else ''
        rows.append('%s\n%s\n%s\t%s%s\t%d' % (t, line_au, vprint, c if c else '', star, year))
        gold_au = ['%s %s' % (ini(p[0], dots=False), p[1]) for p in shown]
        venue = 'arXiv' if kind == 'preprint' else ('Interspeech' if 'Interspeech' in vn else vn)
        pubs.append(pub(t, gold_au, venue, year, kind, vprint, complete=not trunc))
    head = """Ananya Krishnan
Associate Professor of Electrical Engineering, Vellore Institute of Speech Sciences (invented)
Verified email at example.ac.in - Homepage
Speech recognition Low-resource languages Phonetics Self-supervised learning
FOLLOW
GET MY OWN PROFILE
Cited by\tVIEW ALL
\tAll\tSince 2021
Citations\t3104\t1877
h-index\t24\t19
i10-index\t41\t33
2019 2020 2021 2022 2023 2024 2025 2026
Public access
VIEW ALL
2 articles\t14 articles
not available\tavailable
Based on funding mandates
Co-authors
EDIT
Meera Iyer
IIT Madras
Rohit Deshpande
Carnegie Institute of Speech
TITLE
CITED BY
YEAR
"""
    tail = """Show more
Articles 1–%d
Help Privacy Terms
""" % len(T)
    write('speech-scholar-profile-copy.txt', head + '\n'.join(rows) + '\n' + tail, full(own), pubs,
          "Synthetic Google Scholar profile page selected in a browser and pasted as text: the profile header (name, affiliation, "
          "'Verified email at', interests, FOLLOW/GET MY OWN PROFILE buttons, the Cited by table with tabs, the histogram years, public "
          "access counts and a Co-authors list of two names with affiliations) and then the article table, each article three lines: title, "
          "byline 'A Krishnan, R Deshpande, ...' (Scholar initials, no periods; gold keeps 'GI Surname' as printed), and 'venue, vol (issue), "
          "pages<TAB>cites<TAB>year' with the citation count blank for uncited papers and '*' after two counts (merged citations). Bylines with "
          "six or more authors on every second such row are cut by Scholar to four names then ', ...' (authors_complete false; where the owner "
          "would fall past the cut, Scholar shows her as the fourth). Venue is the name as printed without volume/pages; Interspeech rows read "
          "'Proc. Interspeech YEAR, pages' (venue Interspeech); arXiv rows are preprints with venue arXiv. Sorted by citations, so years are out "
          "of order. Co-authors panel names are people, not publications.")


def apa_name(p):
    return '%s, %s' % (p[1], ini(p[0]))


def apa_gold(p):
    return '%s %s' % (ini(p[0]), p[1])


def apa_byline(names, amp='&'):
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return '%s, %s %s' % (names[0], amp, names[1])
    return ', '.join(names[:-1]) + ', %s ' % amp + names[-1]


def coauthored(rng, own, n, first_share=0.4, avoid=(), pdf=False):
    co = people(rng, n - 1, [own] + list(avoid), pdf=pdf)
    pos = 0 if n == 1 or rng.random() < first_share else rng.randint(1, n - 1)
    return co[:pos] + [own] + co[pos:]


# ------------------------------------------------ 2 hydrology: a Dutch CV in Markdown
def dutch_cv():
    rng = random.Random(602)
    own = ('Maarten', 'de Vries')
    T = titles('hydrology', 17, rng)
    J = ['Journal of Hydrology', 'Water Resources Research', 'Hydrology and Earth System Sciences', 'Vadose Zone Journal',
         'Stromingen', 'H2O-Online', 'Advances in Water Resources']
    NL = ['Bodemdaling in veenweidegebieden: een verkenning met satellietdata', 'Verzilting van ondiep grondwater langs de Zeeuwse kust',
          'Waterbeschikbaarheid voor de landbouw in droge zomers']

    def nm(p):
        if p == own:
            return '**De Vries, M.**'
        return apa_name(p)

    def gold_nm(p):
        return 'M. De Vries' if p == own else apa_gold(p)
    out = ["# Curriculum Vitae", "", "**dr. ir. Maarten de Vries**  ", "Universitair hoofddocent Hydrologie  ",
           "Faculteit Civiele Techniek, Technische Universiteit Westmaas  ", "m.devries@example.nl · +31 (0)15 000 0000", "",
           "## Persoonlijke gegevens", "", "- Geboren: 1984, Deventer", "- Nationaliteit: Nederlandse", "",
           "## Opleiding", "", "- 2013 — Promotie (dr.), Technische Universiteit Westmaas. Proefschrift: *Grondwater onder druk*. Promotor: prof. dr. ir. Sanne Jansen.",
           "- 2008 — MSc Civiele Techniek (cum laude), TU Westmaas", "- 2006 — BSc Aardwetenschappen, Universiteit Utrecht", "",
           "## Werkervaring", "", "- 2020–heden — Universitair hoofddocent, TU Westmaas", "- 2014–2020 — Universitair docent, TU Westmaas",
           "- 2013–2014 — Postdoc, Deltares, Delft", "",
           "## Publicaties", "", "### Artikelen in internationale tijdschriften (peer-reviewed)", ""]
    pubs = []
    i = 0
    for k in range(9):
        au = coauthored(rng, own, rng.randint(2, 5))
        t, j = T[i], J[k % 4 if k % 5 else 6]
        i += 1
        y = 2014 + k
        vol, pg = 40 + k * 7, '%d–%d' % (100 + k * 13, 112 + k * 13)
        vf = '*%s*, %d, %s.' % (j, vol, pg)
        out.append('%d. %s (%d). %s. %s https://doi.org/10.5555/hyd.%d.%03d' % (9 - k, apa_byline([nm(p) for p in au]), y, t, vf, y, k))
        pubs.append(pub(t, [gold_nm(p) for p in au], j, y, 'journal', vf.replace('*', '')))
    out += ["", "### Artikelen in Nederlandstalige vakbladen", ""]
    for k, t in enumerate(NL):
        au = coauthored(rng, own, rng.randint(1, 3), first_share=0.7)
        j = ['Stromingen', 'H2O-Online', 'Land + Water'][k]
        y = 2016 + 3 * k
        out.append('- %s (%d). %s. *%s*, %d(%d), %d–%d.' % (apa_byline([nm(p) for p in au], 'en'), y, t, j, 20 + k, k + 1, 14 + k, 19 + k))
        pubs.append(pub(t, [gold_nm(p) for p in au], j, y, 'other', '%s, %d(%d), %d–%d.' % (j, 20 + k, k + 1, 14 + k, 19 + k)))
    out += ["", "### Hoofdstukken in boeken", ""]
    for k in range(2):
        au = coauthored(rng, own, 2)
        t = T[i]; i += 1
        eds = people(rng, 2, au)
        book = ['Handboek Grondwaterbeheer', 'Delta Futures: Water and Land in the Low Countries'][k]
        y = 2019 + 2 * k
        out.append('- %s (%d). %s. In %s (red.), *%s* (pp. %d–%d). Uitgeverij Polder.' % (apa_byline([nm(p) for p in au], 'en'), y, t,
                   ' & '.join('%s %s' % (ini(e[0]), e[1]) for e in eds), book, 33 + 40 * k, 58 + 40 * k))
        pubs.append(pub(t, [gold_nm(p) for p in au], book, y, 'chapter', 'In (red.), %s (pp. %d–%d). Uitgeverij Polder.' % (book, 33 + 40 * k, 58 + 40 * k)))
    out += ["", "### Rapporten", ""]
    for k in range(2):
        au = coauthored(rng, own, 3)
        t = T[i]; i += 1
        y = 2017 + 4 * k
        out.append('- %s (%d). *%s*. Rapport %d-%02d, Stichting Toegepast Waterbeheer, Amersfoort.' % (apa_byline([nm(p) for p in au]), y, t, y, 7 + k))
        pubs.append(pub(t, [gold_nm(p) for p in au], 'Stichting Toegepast Waterbeheer', y, 'other', 'Rapport %d-%02d, Stichting Toegepast Waterbeheer, Amersfoort.' % (y, 7 + k)))
    out += ["", "## Lezingen (selectie)", "",
            "- 2024 — *Zout in de delta*, keynote, Nederlands Hydrologisch Platform, Utrecht.",
            "- 2023 — Groundwater and subsidence in peat areas, invited talk, EGU General Assembly, Wenen.",
            "- 2021 — Droogte en landbouw, publiekslezing, Studium Generale TU Westmaas.", "",
            "## Ingediend en in voorbereiding", ""]
    for k, st in enumerate(['ingediend bij *Water Resources Research*', 'revisie aangevraagd, *Journal of Hydrology*', 'in voorbereiding']):
        au = coauthored(rng, own, rng.randint(2, 4))
        t = T[i]; i += 1
        out.append('- %s. %s. (%s)' % (apa_byline([nm(p) for p in au]), t, st))
        pubs.append(pub(t, [gold_nm(p) for p in au], None, None, 'preprint', st.replace('*', '')))
    out += ["", "## Onderwijs", "", "- CTB2310 Geohydrologie (BSc, 180 studenten), coördinator sinds 2015",
            "- CIE4440 Grondwatermodellering (MSc), sinds 2018", "- Begeleiding: 4 promovendi (2 afgerond), 23 MSc-studenten", "",
            "## Subsidies", "", "- 2022 — NWO Vidi, *Zoet water onder zoute druk*, € 800.000 (hoofdaanvrager)",
            "- 2018 — STW Open Technologie, *Slimme peilbuizen*, € 450.000 (mede-aanvrager)", "",
            "## Nevenactiviteiten", "", "- Redactielid *Stromingen* (2019–heden)", "- Lid, Expertisenetwerk Waterveiligheid (2021–heden)", ""]
    write('hydrology-dutch-cv.md', '\n'.join(out), 'Maarten de Vries', pubs,
          "Synthetic Dutch CV in Markdown: headings Persoonlijke gegevens / Opleiding / Werkervaring / Publicaties (subsections Artikelen in "
          "internationale tijdschriften, Artikelen in Nederlandstalige vakbladen, Hoofdstukken in boeken, Rapporten) / Lezingen / Ingediend en in "
          "voorbereiding / Onderwijs / Subsidies / Nevenactiviteiten. Peer-reviewed articles numbered in DESCENDING order (9. … 1.), APA "
          "bylines with the owner bold as '**De Vries, M.**' (capital De, as printed: gold 'M. De Vries'); Dutch-language pieces and chapters "
          "join the last two names with 'en' instead of '&'. Dutch professional magazine pieces (Dutch titles) are kind other; chapters have "
          "'In X & Y (red.)' editors, not authors; reports: kind other, venue the issuing foundation. The 'Ingediend en in voorbereiding' "
          "section (submitted / revision requested / in preparation, no year) sits AFTER the talks section; these are preprints with venue and "
          "year null. Talks, teaching, grants (quoted project titles) and service are not publications. The owner's name in the header is 'dr. "
          "ir. Maarten de Vries'.")


# ------------------------------------------------ 3 forestry: an Indonesian "Daftar Publikasi" in plain text
def indonesian():
    rng = random.Random(603)
    own = ('Rina', 'Kartikasari')
    ID = [('Sutrisno', None), ('Wahyuningsih', None), ('Agus', 'Setiawan'), ('Dewi', 'Lestari'), ('Bambang', 'Hartono'), ('Siti', 'Nurhaliza'),
          ('Yohanes', 'Kaize'), ('Made', 'Suardana'), ('Ni Luh', 'Putu Ariani'), ('Fajar', 'Ramadhan'), ('Putri', 'Anggraeni'), ('Mulyadi', None)]
    foreign = [('Hannah', 'Schreiber'), ('Daiki', 'Fujimoto'), ('Bram', 'Verhoeven'), ('Aroha', 'Ngata')]
    T = titles('forestry', 13, rng)
    TI = ['Estimasi cadangan karbon hutan rawa gambut menggunakan citra Sentinel-2 di Kalimantan Tengah',
          'Persepsi masyarakat terhadap program perhutanan sosial di Jawa Timur',
          'Model alometrik biomassa pohon jati (Tectona grandis) pada hutan rakyat',
          'Dinamika regenerasi mangrove pasca rehabilitasi di pesisir utara Jawa',
          'Pengaruh kebakaran lahan terhadap sifat fisik tanah gambut di Riau']

    def nm(p):
        return p[0] if p[1] is None else '%s, %s' % (p[1], ini(p[0]))

    def gnm(p):
        return p[0] if p[1] is None else '%s %s' % (ini(p[0]), p[1])

    def byl(au):
        names = [nm(p) for p in au]
        return names[0] if len(names) == 1 else ', '.join(names[:-1]) + ', & ' + names[-1]
    out = ["CURRICULUM VITAE", "", "Nama Lengkap      : Dr. Ir. Rina Kartikasari, M.Sc.", "NIP               : 19800101 200501 2 001",
           "Jabatan Fungsional: Lektor Kepala", "Program Studi     : Kehutanan, Fakultas Kehutanan, Universitas Nusantara Raya",
           "Alamat Email      : rina.kartikasari@example.ac.id", "",
           "I. RIWAYAT PENDIDIKAN", "", "  S1  Institut Pertanian Bogor, Manajemen Hutan, 2002",
           "  S2  Wageningen University, Forest and Nature Conservation, 2006", "  S3  Universitas Gadjah Mada, Ilmu Kehutanan, 2012", "",
           "II. PENGALAMAN PENELITIAN (5 tahun terakhir)", "",
           "  No  Tahun  Judul Penelitian                                           Sumber Dana    Jumlah (Juta Rp)",
           "  1   2024   Pemantauan karbon gambut berbasis satelit                  BRIN           350",
           "  2   2022   Agroforestri kopi dan kesejahteraan petani                 LPDP           275",
           "  3   2021   Restorasi mangrove berbasis masyarakat                     Mandiri        40", "",
           "III. DAFTAR PUBLIKASI", "", "A. Jurnal Internasional Bereputasi", ""]
    pubs = []
    n = 0
    ti = 0
    for k in range(8):
        au = coauthored(rng, own, 1, first_share=1)  # placeholder
        cs = rng.sample(ID, rng.randint(1, 3)) + (rng.sample(foreign, 1) if k % 3 == 0 else [])
        pos = 0 if k % 2 == 0 else len(cs)
        au = cs[:pos] + [own] + cs[pos:]
        t = T[ti]; ti += 1
        j = ['Forest Ecology and Management', 'Forests', 'Land Use Policy', 'Wetlands Ecology and Management', 'Agroforestry Systems'][k % 5]
        y = 2015 + k
        etal = k == 5
        shown = au[:3] if etal else au
        if etal:
            byline = ', '.join(nm(p) for p in shown) + ', dkk.'
        else:
            byline = byl(au)
        vf = '%s, %d(%d), %d–%d.' % (j, 300 + k * 11, k % 4 + 1, 10 + k * 9, 21 + k * 9)
        n += 1
        out.append('%d. %s (%d). %s. %s https://doi.org/10.5555/for.%d.%d [Q%d]' % (n, byline, y, t, vf, y, k, 1 + k % 2))
        pubs.append(pub(t, [gnm(p) for p in shown], j, y, 'journal', vf, complete=not etal))
    out += ["", "B. Jurnal Nasional Terakreditasi (SINTA)", ""]
    n = 0
    for k, t in enumerate(TI[:4]):
        cs = rng.sample(ID, rng.randint(1, 3))
        au = [own] + cs if k % 2 else cs[:1] + [own] + cs[1:]
        j = ['Jurnal Penelitian Hutan Tanaman', 'Jurnal Manusia dan Lingkungan', 'Jurnal Ilmu Kehutanan', 'Jurnal Sylva Lestari'][k]
        y = 2017 + 2 * k
        vf = '%s, %d(%d), %d–%d. (SINTA %d)' % (j, 12 + k, 2, 55 + k, 68 + k, 2 + k % 2)
        n += 1
        out.append('%d. %s (%d). %s. %s' % (n, byl(au), y, t, vf))
        pubs.append(pub(t, [gnm(p) for p in au], j, y, 'journal', vf))
    out += ["", "C. Prosiding Seminar Nasional dan Internasional", ""]
    n = 0
    for k in range(3):
        cs = rng.sample(ID, 2)
        au = [own] + cs
        t = T[ti] if k < 2 else TI[4]
        ti += k < 2
        conf = ['Prosiding Seminar Nasional Kehutanan Tropika', 'IOP Conference Series: Earth and Environmental Science', 'Prosiding Seminar Nasional Lahan Basah'][k]
        y = 2018 + 2 * k
        n += 1
        out.append('%d. %s (%d). %s. %s, %s.' % (n, byl(au), y, t, conf, ['hlm. 101–110', '1109, 012045', 'hlm. 44–52'][k]))
        pubs.append(pub(t, [gnm(p) for p in au], conf, y, 'conference', '%s, %s.' % (conf, ['hlm. 101–110', '1109, 012045', 'hlm. 44–52'][k])))
    out += ["", "D. Buku / Book Chapter", ""]
    t = T[ti]; ti += 1
    out.append('1. Kartikasari, R., & Setiawan, A. (2021). %s. Dalam Lestari, D. (Ed.), Hutan Tropis Indonesia di Persimpangan (hlm. 77–98). Yogyakarta: Gadjah Press.' % t)
    pubs.append(pub(t, ['R. Kartikasari', 'A. Setiawan'], 'Hutan Tropis Indonesia di Persimpangan', 2021, 'chapter', 'Dalam Lestari, D. (Ed.), Hutan Tropis Indonesia di Persimpangan (hlm. 77–98). Yogyakarta: Gadjah Press.'))
    out.append('2. Kartikasari, R. (2023). Panduan Inventarisasi Karbon Hutan Rakyat. Bogor: Penerbit Rimba. ISBN 978-623-000-000-0.')
    pubs.append(pub('Panduan Inventarisasi Karbon Hutan Rakyat', ['R. Kartikasari'], 'Penerbit Rimba', 2023, 'book', 'Bogor: Penerbit Rimba.'))
    out += ["", "IV. PENGABDIAN KEPADA MASYARAKAT", "",
            "1. Pelatihan pengukuran karbon bagi kelompok tani hutan, Kab. Pulang Pisau, 2023.",
            "2. Pendampingan pembibitan mangrove, Desa Pantai Bahagia, Bekasi, 2022.", "",
            "V. PENGHARGAAN", "", "1. Dosen Berprestasi Tingkat Fakultas, 2022.", "2. Satyalancana Karya Satya 10 Tahun, 2019.", "",
            "Demikian daftar riwayat hidup ini dibuat dengan sebenarnya.", "", "Bogor, 2 Oktober 2026", "", "Dr. Ir. Rina Kartikasari, M.Sc.", ""]
    write('forestry-indonesian-daftar-publikasi.txt', '\n'.join(out), 'Rina Kartikasari', pubs,
          "Synthetic Indonesian lecturer's CV in plain text (BKD/SINTA style): a colon-aligned identity block (Nama Lengkap with academic "
          "titles 'Dr. Ir. … M.Sc.', NIP, Jabatan), Roman-numbered sections I. RIWAYAT PENDIDIKAN, II. PENGALAMAN PENELITIAN (a space-aligned "
          "table of research grants with Indonesian project titles; not publications), III. DAFTAR PUBLIKASI with lettered groups A. Jurnal "
          "Internasional Bereputasi / B. Jurnal Nasional Terakreditasi (SINTA) / C. Prosiding / D. Buku / Book Chapter, each numbered from 1, "
          "then IV. PENGABDIAN KEPADA MASYARAKAT (community service) and V. PENGHARGAAN (awards), and a signed closing statement. APA bylines "
          "with MONONYMOUS Indonesian authors printed as a bare name ('Sutrisno', 'Wahyuningsih', 'Mulyadi'; gold the same single word) among "
          "'Surname, I.' names; Balinese 'Putu Ariani, N. L.'. One byline ends ', dkk.' (Indonesian et al.; authors_complete false). Tails "
          "'[Q1]' quartiles and '(SINTA 2)' ranks. National journal entries have Indonesian titles; the Indonesian proceedings title too. "
          "Chapter: 'Dalam Lestari, D. (Ed.)' names an editor, not an author. The owner never bold.")


# ------------------------------------------------ 4 aquaculture: a Vietnamese researcher's Markdown page, names in Vietnamese order
def vietnamese():
    rng = random.Random(604)
    VN = [('Nguyễn', 'Thị Thu Hà'), ('Trần', 'Văn Minh'), ('Lê', 'Hoàng Nam'), ('Phạm', 'Thị Lan'), ('Võ', 'Thanh Tùng'), ('Huỳnh', 'Ngọc Ánh'),
          ('Đặng', 'Quốc Bảo'), ('Bùi', 'Thị Mai'), ('Đỗ', 'Văn Hùng'), ('Ngô', 'Thị Hồng'), ('Dương', 'Minh Trí'), ('Lâm', 'Thị Kim Loan'),
          ('Châu', 'Văn Phúc'), ('Trương', 'Thị Diễm')]
    own = VN[0]
    FOR = [('Sigrid', 'Halvorsen'), ('Bram', 'Verhoeven'), ('Lotte', 'Smits'), ('Daiki', 'Fujimoto'), ('Anders', 'Kjeldsen')]
    T = titles('aquaculture', 14, rng)
    TV = ['Ảnh hưởng của độ mặn lên tăng trưởng tôm thẻ chân trắng nuôi thâm canh', 'Hiện trạng sử dụng kháng sinh trong nuôi cá tra ở Đồng Tháp',
          'Hiệu quả kinh tế của mô hình lúa – tôm tại huyện Thới Bình, Cà Mau', 'Đánh giá chất lượng nước ao nuôi cua biển ở Bạc Liêu']

    def vn(p, ascii_=False):
        s = '%s %s' % p
        return s

    def west(p):
        return '%s %s' % (p[1], p[0])  # given names first, surname last, as some English journals print them
    out = ["---", "title: Publications", "layout: page", "permalink: /publications/", "---", "",
           "# Nguyễn Thị Thu Hà — Publications", "",
           "Associate Professor, College of Aquaculture and Fisheries, Mekong Delta University (invented)  ",
           "[Google Scholar](https://scholar.example.com/citations?user=XXXX) · [ORCID](https://orcid.example.org/0000-0000-0000-0000)", "",
           "> Vietnamese names are written family name first (Nguyễn Thị Thu Hà). Some journals print my name as *Ha Thi Thu Nguyen*.", "",
           "## International journals (ISI/Scopus)", ""]
    pubs = []
    for k in range(10):
        cs = rng.sample(VN[1:], rng.randint(1, 3)) + (rng.sample(FOR, 1) if k % 3 == 1 else [])
        pos = 0 if k % 3 else rng.randint(1, len(cs))
        au = cs[:pos] + [own] + cs[pos:]
        wes = k in (2, 6)
        shown = [west(p) if wes and p in VN else (full(p) if p in FOR else vn(p)) for p in au]
        eq = []
        if k == 4:
            eq = shown[:2]
        printed = ['**%s**' % s if p == own else s for s, p in zip(shown, au)]
        printed = [s + ('\\*' if s.strip('*') in eq else '') for s in printed]
        t = T[k]
        j = ['Aquaculture', 'Aquaculture Research', 'Fish & Shellfish Immunology', 'Aquaculture Reports', 'Reviews in Aquaculture'][k % 5]
        y = 2013 + k
        vf = '*%s* %d: %d' % (j, 400 + k * 17, 735000 + k * 311) if k % 2 == 0 else '*%s* %d(%d): %d–%d' % (j, 45 + k, k % 6 + 1, 1200 + k * 20, 1214 + k * 20)
        out.append('%d. %s (%d). %s. %s. DOI: [10.5555/aq.%d.%02d](https://doi.org/10.5555/aq.%d.%02d)' % (k + 1, ', '.join(printed), y, t, vf, y, k, y, k))
        pubs.append(pub(t, shown, j, y, 'journal', vf.replace('*', ''), eq=eq))
    out += ["", "\\* Equal contribution.", "", "## Vietnamese journals (Tạp chí trong nước)", ""]
    for k, t in enumerate(TV):
        cs = rng.sample(VN[1:], rng.randint(1, 3))
        au = [own] + cs if k % 2 else cs[:1] + [own] + cs[1:]
        shown = [vn(p) for p in au]
        j = ['Tạp chí Khoa học Trường Đại học Cần Thơ', 'Tạp chí Nông nghiệp và Phát triển Nông thôn', 'Tạp chí Khoa học Trường Đại học Cần Thơ', 'Tạp chí Thủy sản'][k]
        y = 2016 + 2 * k
        printed = ['**%s**' % s if p == own else s for s, p in zip(shown, au)]
        vf = '%s, tập %d, số %d, tr. %d–%d' % (j, 50 + k, k + 2, 31 + k, 40 + k)
        out.append('%d. %s, %d. %s. *%s*, tập %d, số %d, tr. %d–%d.' % (k + 1, ', '.join(printed), y, t, j, 50 + k, k + 2, 31 + k, 40 + k))
        pubs.append(pub(t, shown, j, y, 'journal', vf))
    out += ["", "## Conference papers", ""]
    for k in range(3):
        cs = rng.sample(VN[1:], 2)
        au = [own] + cs
        shown = [vn(p) for p in au]
        t = T[10 + k]
        conf = ['Asian-Pacific Aquaculture 2019, Chennai', 'World Aquaculture 2022, Singapore', 'International Fisheries Symposium 2024, Phu Quoc'][k]
        y = [2019, 2022, 2024][k]
        printed = ['**%s**' % s if p == own else s for s, p in zip(shown, au)]
        out.append('- %s. %s. In: *%s*. (Oral)' % (', '.join(printed), t, conf))
        pubs.append(pub(t, shown, conf.split(',')[0], y, 'conference', 'In: %s. (Oral)' % conf))
    out += ["", "## Books", "", "- %s, %s. *Giáo trình Kỹ thuật nuôi giáp xác*. Nhà xuất bản Đại học Cần Thơ, 2020. 214 tr." % ('**Nguyễn Thị Thu Hà**', 'Trần Văn Minh')]
    pubs.append(pub('Giáo trình Kỹ thuật nuôi giáp xác', ['Nguyễn Thị Thu Hà', 'Trần Văn Minh'], 'Nhà xuất bản Đại học Cần Thơ', 2020, 'book', 'Nhà xuất bản Đại học Cần Thơ, 2020. 214 tr.'))
    out += ["", "## Research projects", "", "- 2023–2026: Shrimp health surveillance with farmer networks (PI), funded by NAFOSTED",
            "- 2019–2022: Rice–shrimp rotation under salinity intrusion (co-PI), funded by the Mekong Fund", "",
            "## Students", "", "- Võ Thanh Tùng (PhD 2023), Huỳnh Ngọc Ánh (MSc 2021), Dương Minh Trí (MSc 2024)", ""]
    write('aquaculture-vietnamese-names.md', '\n'.join(out), 'Nguyễn Thị Thu Hà', pubs,
          "Synthetic Jekyll Markdown page of a Vietnamese aquaculture researcher. All Vietnamese names are in VIETNAMESE ORDER, family name "
          "first, with full diacritics ('Nguyễn Thị Thu Hà', 'Trần Văn Minh'; gold as printed, never inverted); two English articles print the "
          "Vietnamese names given-first as the journal did ('Thị Thu Hà Nguyễn' for the owner; gold as printed in those entries); foreign "
          "co-authors given-first. Owner bold. Sections: International journals (numbered; 'Authors (Year). Title. *Journal* vol: pages. "
          "DOI: [link]'), one entry with '\\*' equal contribution on the first two names and a legend line, Vietnamese journals (Vietnamese "
          "titles, 'tập/số/tr.' locators, year after the byline without parentheses), Conference papers (no year except inside the conference "
          "name, '(Oral)'), a Vietnamese textbook (kind book), then research projects and students (not publications). A blockquote explains "
          "the name order.")


# ------------------------------------------------ 5 linguistics: an Arabic/English bilingual HTML page
def arabic_html():
    rng = random.Random(605)
    own = ('Layla', 'Al-Hashimi')
    AR = [('ليلى', 'الهاشمي'), ('عمر', 'حداد'), ('نور', 'عبد الرحمن'), ('كريم', 'منصور'), ('هدى', 'السيد')]
    T = titles('linguistics', 11, rng)
    TA = ['الازدواجية اللغوية في الفصول الثنائية اللغة', 'الأصوات المفخمة في لهجات الخليج: دراسة صوتية', 'تعلم القراءة لدى الأطفال الناطقين بلهجتين']
    out = ['<!DOCTYPE html>', '<html lang="en">', '<head><meta charset="utf-8"><title>Dr. Layla Al-Hashimi | د. ليلى الهاشمي</title>',
           '<style>.ar{direction:rtl;font-family:"Noto Naskh Arabic",serif} h2 span.ar{margin-left:1em}</style></head>', '<body>',
           '<header><h1>Dr. Layla Al-Hashimi <span class="ar" lang="ar">د. ليلى الهاشمي</span></h1>',
           '<p>Associate Professor of Linguistics, College of Humanities, Gulf Coast University (invented) &middot; <a href="mailto:l.alhashimi@example.ae">l.alhashimi@example.ae</a></p></header>',
           '<nav><a href="#pubs">Publications | المنشورات</a> &middot; <a href="#talks">Talks | المحاضرات</a> &middot; <a href="#teach">Teaching | التدريس</a></nav>',
           '<section id="about"><h2>About <span class="ar" lang="ar">نبذة</span></h2><p>I study the phonetics and syntax of Gulf Arabic varieties and how bilingual children learn to read. '
           'My recent book, written with Omar Haddad, looks at diglossia in classrooms.</p></section>',
           '<section id="pubs"><h2>Publications <span class="ar" lang="ar">المنشورات</span></h2>', '<h3>Journal articles <span class="ar" lang="ar">مقالات في مجلات محكمة</span></h3>', '<ol reversed>']
    pubs = []
    for k in range(8):
        au = coauthored(rng, own, rng.randint(1, 4), first_share=0.5)
        names = ['<strong>%s</strong>' % full(p) if p == own else full(p) for p in au]
        t = T[k]
        j = ['Journal of Arabic Linguistics', 'Language Variation and Change', 'Journal of Phonetics', 'Applied Psycholinguistics', 'Lingua', 'Arabic Studies Quarterly'][k % 6]
        y = 2024 - k
        vol = 20 + k
        out.append('<li>%s. %d. &ldquo;%s.&rdquo; <em>%s</em> %d(%d): %d&ndash;%d. <a href="https://doi.org/10.5555/ling.%d">doi</a></li>' % (
            jn(names), y, escape(t), escape(j), vol, k % 3 + 1, 100 + k, 120 + k, k))
        pubs.append(pub(t, [full(p) for p in au], j, y, 'journal', '%s %d(%d): %d–%d.' % (j, vol, k % 3 + 1, 100 + k, 120 + k)))
    out += ['</ol>', '<h3 class="ar" lang="ar" dir="rtl">مقالات باللغة العربية</h3>', '<ol class="ar" dir="rtl">']
    for k, t in enumerate(TA):
        au = [AR[0]] + rng.sample(AR[1:], k % 2 + 1) if k != 1 else [AR[1], AR[0]]
        names = ['<strong>%s</strong>' % ('%s %s' % p) if p == AR[0] else '%s %s' % p for p in au]
        j = ['مجلة اللسانيات العربية', 'مجلة العلوم الإنسانية', 'مجلة اللسانيات العربية'][k]
        y = 2018 + 2 * k
        out.append('<li>%s. (%d). %s. <em>%s</em>، المجلد %d، العدد %d، ص %d&ndash;%d.</li>' % ('، '.join(names), y, t, j, 9 + k, k + 1, 33 + k, 51 + k))
        pubs.append(pub(t, ['%s %s' % p for p in au], j, y, 'journal', '%s، المجلد %d، العدد %d، ص %d–%d.' % (j, 9 + k, k + 1, 33 + k, 51 + k)))
    out += ['</ol>', '<h3>Books and chapters <span class="ar" lang="ar">كتب وفصول</span></h3>', '<ul>']
    bt = 'Two Registers, One Classroom: Diglossia and Schooling in the Gulf'
    out.append('<li><strong>Layla Al-Hashimi</strong> and Omar Haddad. 2022. <em>%s</em>. Westbrook: Meridian Academic Press.</li>' % bt)
    pubs.append(pub(bt, ['Layla Al-Hashimi', 'Omar Haddad'], 'Meridian Academic Press', 2022, 'book', 'Westbrook: Meridian Academic Press.'))
    for k in range(2):
        t = T[8 + k]
        eds = people(rng, 2, [own])
        book = ['The Handbook of Arabic Sociolinguistics', 'Studies in Arabic Phonology, Volume 4'][k]
        out.append('<li><strong>Layla Al-Hashimi</strong>. %d. &ldquo;%s.&rdquo; In %s (eds.), <em>%s</em>, %d&ndash;%d. Leiden: Sandbank.</li>' % (
            2019 + 2 * k, escape(t), jn([full(e) for e in eds]), book, 201 + k * 30, 226 + k * 30))
        pubs.append(pub(t, ['Layla Al-Hashimi'], book, 2019 + 2 * k, 'chapter', 'In (eds.), %s, %d–%d. Leiden: Sandbank.' % (book, 201 + k * 30, 226 + k * 30)))
    t = T[10]
    out += ['</ul>', '<h3>Under review <span class="ar" lang="ar">قيد التحكيم</span></h3>', '<ul>',
            '<li><strong>Layla Al-Hashimi</strong>, Noor Abdelrahman and Karim Mansour. &ldquo;%s.&rdquo; Under review at <em>Language</em>.</li>' % escape(t), '</ul></section>']
    pubs.append(pub(t, ['Layla Al-Hashimi', 'Noor Abdelrahman', 'Karim Mansour'], None, None, 'preprint', 'Under review at Language.'))
    out += ['<section id="talks"><h2>Invited talks <span class="ar" lang="ar">المحاضرات</span></h2><ul>',
            '<li>2025. &ldquo;Emphasis spread in children&rsquo;s speech.&rdquo; Linguistics colloquium, University of Westbrook.</li>',
            '<li>2023. &ldquo;Reading in two registers.&rdquo; Keynote, Arabic Linguistics Symposium, Doha.</li>',
            '<li class="ar" dir="rtl">٢٠٢٢. &laquo;اللهجة والمدرسة&raquo;، محاضرة عامة، مكتبة الشارقة.</li></ul></section>',
            '<section id="teach"><h2>Teaching <span class="ar" lang="ar">التدريس</span></h2><ul><li>LING 210 Arabic Phonetics</li><li>LING 340 Sociolinguistics of the Arab World</li>'
            '<li>LING 501 Field Methods (graduate)</li></ul></section>',
            '<footer><p>&copy; 2026 Layla Al-Hashimi &middot; آخر تحديث: نوفمبر ٢٠٢٦</p></footer>', '</body>', '</html>', '']
    write('linguistics-arabic-bilingual.html', '\n'.join(out), 'Layla Al-Hashimi', pubs,
          "Synthetic bilingual English/Arabic faculty page. Every heading carries an Arabic twin in a span.ar (Publications المنشورات, Journal "
          "articles, Books and chapters, Under review, Invited talks, Teaching). English journal articles in a reversed <ol>, byline 'A, B, and C. "
          "YEAR. “Title.” <em>Journal</em> vol(issue): pages.' with the owner in <strong>; then an RTL <ol> of ARABIC-LANGUAGE articles whose "
          "bylines are Arabic names (the owner as 'ليلى الهاشمي', bold; gold keeps the Arabic names as printed, given name first), Arabic "
          "titles, Arabic commas '،' and 'المجلد/العدد/ص' locators. A co-written book (kind book, venue the publisher), two chapters with editors "
          "'In X and Y (eds.)', one under-review paper (preprint, venue/year null). Talks (quoted talk titles, one in Arabic), teaching and an "
          "about paragraph that names a co-author are not publications. Owner: the English name; the Arabic bylines are the same person under "
          "another script (not merged in gold, as the conventions say).")


# ------------------------------------------------ 6 immunology: PubMed "Summary (text)" export pasted into a text file
def pubmed_summary():
    rng = random.Random(606)
    own = ('Chidinma Ngozi', 'Okonkwo')
    T = titles('immunology', 20, rng)
    J = [('J Immunol', 'J Immunol'), ('Front Immunol', 'Front Immunol'), ('Nat Commun', 'Nat Commun'), ('Malar J', 'Malar J'),
         ('JCI Insight', 'JCI Insight'), ('Cell Rep', 'Cell Rep'), ('Sci Immunol', 'Sci Immunol'), ('Clin Exp Immunol', 'Clin Exp Immunol')]
    months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    out = ['Okonkwo CN[Author] - Search Results - PubMed', 'Saved 2026-10-14; 20 results, sorted by most recent', '']
    pubs = []
    for k, t in enumerate(T):
        au = coauthored(rng, own, rng.randint(3, 9), first_share=0.3)
        names = ['%s %s' % (p[1], ini(p[0], dots=False)) for p in au]
        y = 2025 - k // 2
        j = J[k % len(J)][0]
        m = months[(k * 5) % 12]
        extra = ''
        if k % 4 == 1:
            extra = ' Epub %d %s %d.' % (y - 1 if m in ('Jan', 'Feb') else y, months[(k * 5 + 10) % 12], 3 + k)
        locs = '%d %s %d;%d(%d):%d-%d' % (y, m, 1 + k, 200 + k, k % 12 + 1, 401 + k * 9, 412 + k * 9) if k % 3 else '%d %s;%d:%d' % (y, m, 10 + k, 1100 + k * 37)
        coll = k == 7
        by = ', '.join(names) + ('; Lagos Vaccine Immunology Consortium' if coll else '') + '.'
        lines = ['%d. %s.' % (k + 1, t), by, '%s. %s. doi: 10.5555/imm.%d.%02d.%s' % (j, locs, y, k, extra)]
        if k == 5:
            lines.append('Erratum in: %s. %d %s;%d(2):e%d.' % (j, y, 'Nov', 200 + k, 99 + k))
        if k % 5 == 2:
            lines.append('PMID: %d Free PMC article. Review.' % (38000000 + k * 1234))
        elif k % 2:
            lines.append('PMID: %d PMCID: PMC%d.' % (38000000 + k * 1234, 11000000 + k * 77))
        else:
            lines.append('PMID: %d' % (38000000 + k * 1234))
        out += lines + ['']
        pubs.append(pub(t, ['%s %s' % (ini(p[0], dots=False), p[1]) for p in au], j, y, 'journal', '%s. %s.' % (j, locs)))
    write('immunology-pubmed-summary.txt', '\n'.join(out), 'Chidinma Ngozi Okonkwo', pubs,
          "Synthetic PubMed 'Summary (text)' export of an author search, saved as a text file: a two-line header (the search 'Okonkwo "
          "CN[Author]' and a save note), then twenty numbered records of four lines each: 'N. Title.' / Vancouver byline 'Okonkwo CN, Nwosu E, "
          "...' (no 'and', ends with '.') / 'Journal. YYYY Mon D;vol(issue):pages. doi: ….' with ' Epub YYYY Mon D.' on some / 'PMID: n' "
          "with 'PMCID: PMCn', 'Free PMC article.' or 'Review.' after it; one record has an extra 'Erratum in:' line. One byline ends with a "
          "group author ('; Lagos Vaccine Immunology Consortium'), which the gold leaves out (a consortium is not a person; authors_complete stays "
          "true as every person is printed). Names → 'CN Okonkwo'. The owner (Chidinma Ngozi Okonkwo) is named only through the search term "
          "'Okonkwo CN' in the header; every byline holds her.")


# ------------------------------------------------ 7 computer vision: a CVF-style publication page with badges
def cvf_page():
    rng = random.Random(607)
    own = ('Wen-Jie', 'Lin')
    T = titles('vision', 18, rng)
    V = [('CVPR', 'IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)'), ('ICCV', 'IEEE/CVF International Conference on Computer Vision (ICCV)'),
         ('ECCV', 'European Conference on Computer Vision (ECCV)'), ('NeurIPS', 'Advances in Neural Information Processing Systems (NeurIPS)'),
         ('TPAMI', 'IEEE Transactions on Pattern Analysis and Machine Intelligence (TPAMI)'), ('WACV', 'IEEE/CVF Winter Conference on Applications of Computer Vision (WACV)')]
    out = ['<!DOCTYPE html><html><head><meta charset="utf-8"><title>Wen-Jie Lin - Publications</title>',
           '<link rel="stylesheet" href="style.css"></head><body>', '<div id="header"><h1>Wen-Jie Lin (林文杰)</h1>',
           '<p>Assistant Professor, Institute of Visual Computing, Taoyuan Tech (invented)<br>Email: wjlin [at] example [dot] edu [dot] tw</p>',
           '<p><a href="cv.pdf">CV</a> | <a href="https://scholar.example.com">Google Scholar</a> | <a href="https://github.example.com/wjlin">GitHub</a></p></div>',
           '<div class="news"><h2>News</h2><ul><li>[Sep 2026] Two papers accepted to NeurIPS 2026!</li><li>[Jul 2026] I am an Area Chair for CVPR 2027.</li>'
           '<li>[Mar 2026] Our paper on event cameras received an Oral at CVPR 2026.</li></ul></div>',
           '<div id="pubs"><h2>Publications</h2><p class="legend">* equal contribution &nbsp; &dagger; corresponding author</p>']
    pubs = []
    groups = [('Conference and Journal Papers', 13), ('Workshop Papers', 3), ('Preprints', 2)]
    i = 0
    for g, n in groups:
        out.append('<h3>%s</h3>' % g)
        for k in range(n):
            au = coauthored(rng, own, rng.randint(2, 7), first_share=0.3)
            t = T[i]
            eq = [full(p) for p in au[:2]] if i % 5 == 1 else []
            dag = full(au[-1])
            names = []
            for p in au:
                s = '<b>%s</b>' % full(p) if p == own else '<a href="https://example.org/%s">%s</a>' % (p[1].lower().replace(' ', ''), full(p))
                if full(p) in eq:
                    s += '<sup>*</sup>'
                if full(p) == dag and i % 3 == 0:
                    s += '<sup>&dagger;</sup>'
                names.append(s)
            y = 2026 - i // 3
            if g == 'Preprints':
                ven, vf, kind = 'arXiv', 'arXiv:%d.%05d, %d' % (y % 100 * 100 + 3, 1234 + i, y), 'preprint'
            elif g == 'Workshop Papers':
                ws = ['CVPR Workshop on Event-based Vision', 'ICCV Workshop on Computer Vision for Wildlife', 'ECCV Workshop on Egocentric Perception'][k]
                ven, vf, kind = ws, '%s, %d' % (ws, y), 'workshop'
            else:
                a, fl = V[i % len(V)]
                ven, vf, kind = a, '%s, %d' % (fl, y), 'journal' if a == 'TPAMI' else 'conference'
            mark = ''
            if i in (0, 4):
                mark = ' <span class="oral">(Oral)</span>'
            elif i == 7:
                mark = ' <span class="award">&#127942; Best Paper Honorable Mention</span>'
            elif i == 2:
                mark = ' <span class="highlight">(Highlight)</span>'
            badges = ' '.join('[<a href="%s">%s</a>]' % (u, b) for b, u in [('pdf', 'papers/p%d.pdf' % i), ('supp', 'papers/p%d_supp.pdf' % i),
                              ('arXiv', 'https://arxiv.example.org/abs/%d.%05d' % (y % 100 * 100 + 3, 1234 + i)), ('code', 'https://github.example.com/wjlin/p%d' % i),
                              ('project', 'projects/p%d/' % i), ('bibtex', '#bib%d' % i)][:3 + i % 4])
            out.append('<div class="paper"><img class="teaser" src="teasers/p%d.gif" alt="teaser"><div class="info">' % i)
            out.append('<span class="title">%s</span><br>' % escape(t))
            out.append('<span class="authors">%s</span><br>' % ', '.join(names))
            out.append('<span class="venue"><i>%s</i>%s</span><br>' % (escape(vf), mark))
            out.append('<span class="links">%s</span></div></div>' % badges)
            pubs.append(pub(t, [full(p) for p in au], ven, y, kind, vf, eq=eq))
            i += 1
    out += ['</div>', '<div id="service"><h2>Service</h2><p>Area Chair: CVPR 2027, WACV 2026. Reviewer: CVPR, ICCV, ECCV, NeurIPS, TPAMI, IJCV.</p></div>',
            '<div id="teaching"><h2>Teaching</h2><ul><li>CS 5520 Computer Vision (Fall 2025, Fall 2026)</li><li>CS 3310 Machine Learning (Spring 2026)</li></ul></div>',
            '<div id="footer">Template borrowed from a colleague. Last updated: Oct 2026.</div></body></html>', '']
    write('vision-cvf-badges.html', '\n'.join(out), 'Wen-Jie Lin', pubs,
          "Synthetic computer-vision faculty page in the CVF look: header with the name and Chinese characters, News list (mentions venues and an "
          "Oral; not publications), then Publications with a legend ('* equal contribution † corresponding author') and three h3 groups. Each "
          "paper is a div.paper with a teaser image and span.title / span.authors (co-authors LINKED, owner <b>, <sup>*</sup> equal contribution "
          "on the first two authors of some papers, <sup>&dagger;</sup> corresponding on the last author of others, dropped) / span.venue in <i> "
          "(the FULL conference name with its acronym in parentheses and the year; venue the acronym) with '(Oral)', '(Highlight)' or a '🏆 "
          "Best Paper Honorable Mention' mark after it / a row of [pdf] [supp] [arXiv] [code] [project] [bibtex] badges. TPAMI is a journal; "
          "workshop papers have the workshop as venue; preprints 'arXiv:YYMM.NNNNN, YEAR' (venue arXiv). Service and teaching follow.")


# ------------------------------------------------ 8 HCI: a Markdown page with award badges and daggers
def hci_page():
    rng = random.Random(608)
    own = ('Mariel', 'Dizon')
    T = titles('hci', 20, rng)
    out = ['---', 'title: "Research"', 'permalink: /research/', '---', '', '# Mariel Dizon', '',
           'I am a PhD candidate in Human-Computer Interaction at Lakeside Institute of Technology (invented), advised by '
           '[Anders Kjeldsen](https://example.org/ak) and [Priyanka Menon](https://example.org/pm). I design technology with and for communities '
           'that are usually left out of design. I am on the academic job market in 2026–27!', '',
           '**Legend:** 🏆 Best Paper · 🏅 Honorable Mention · \\* equal contribution · † mentored student', '', '## Full Papers', '']
    pubs = []
    i = 0
    for sec, n, vens in [('Full Papers', 12, ['CHI', 'CSCW', 'UIST', 'DIS', 'TOCHI', 'ASSETS']), ('Late-Breaking Work & Posters', 4, ['CHI EA', 'UIST Adjunct']),
                         ('Workshop Papers', 2, ['CHI Workshop on Decolonizing HCI'])]:
        if sec != 'Full Papers':
            out += ['', '## ' + sec, '']
        for k in range(n):
            au = coauthored(rng, own, rng.randint(2, 6), first_share=0.5)
            t = T[i]
            eq = [full(p) for p in au[:2]] if i % 6 == 2 else []
            stud = full(au[-1]) if (i % 4 == 3 and au[-1] != own) else None
            nm = []
            for p in au:
                s = full(p)
                s2 = '**%s**' % s if p == own else s
                if s in eq:
                    s2 += '\\*'
                if s == stud:
                    s2 += '†'
                nm.append(s2)
            v = vens[k % len(vens)]
            y = 2026 - i // 3
            vf = "%s '%02d" % (v, y % 100) if v not in ('TOCHI',) else 'ACM TOCHI %d(%d)' % (30 + k, k % 4 + 1)
            badge = ' 🏆 Best Paper' if i == 1 else (' 🏅 Honorable Mention' if i in (4, 9) else '')
            links = ' [[PDF](/files/p%d.pdf)] [[DOI](https://doi.org/10.5555/%d.%d)]%s' % (i, y, i, ' [[Video](https://video.example.org/%d)]' % i if i % 2 else '')
            if sec == 'Workshop Papers':
                kind = 'workshop'
            elif v == 'TOCHI':
                kind = 'journal'
            elif v in ('CHI EA', 'UIST Adjunct'):
                kind = 'poster'
            else:
                kind = 'conference'
            out.append('- **%s**  \n  %s  \n  *%s*%s%s' % (t, ', '.join(nm), vf, badge, links))
            pubs.append(pub(t, [full(p) for p in au], v, y, kind, vf, eq=eq))
            i += 1
    out += ['', '## Under Review', '']
    for k in range(2):
        au = coauthored(rng, own, 3, first_share=1)
        t = T[i]; i += 1
        out.append('- %s. *%s*. Under review.' % (', '.join('**%s**' % full(p) if p == own else full(p) for p in au), t))
        pubs.append(pub(t, [full(p) for p in au], None, None, 'preprint', 'Under review.'))
    out += ['', '## Talks', '', '- *Designing with care homes*, HCI Seminar, Northbridge University, 2025',
            '- *Privacy at the kitchen table*, Invited talk, Civic Tech Meetup Manila, 2024', '',
            '## Teaching', '', '- TA, Introduction to HCI (Fall 2023, Fall 2024)', '- Guest lecture, Qualitative Methods, 2025', '',
            '## Service', '', '- Associate Chair, CHI 2026 (Accessibility subcommittee)', '- Reviewer: CHI, CSCW, DIS, UIST, TOCHI', '']
    write('hci-award-badges.md', '\n'.join(out), 'Mariel Dizon', pubs,
          "Synthetic HCI PhD candidate's research page in Markdown (Jekyll front matter). An intro paragraph names the two advisors (linked), a "
          "legend line '🏆 Best Paper · 🏅 Honorable Mention · \\* equal contribution · † mentored student', then Full Papers / Late-Breaking Work "
          "& Posters / Workshop Papers / Under Review, each item three lines with two-space hard breaks: **Title** / byline with the owner bold, "
          "'\\*' equal contribution (listed), '†' after a mentored student (dropped) / *VENUE 'YY* plus award emoji and [[PDF]] [[DOI]] "
          "[[Video]] links. Venue the acronym (CHI, CSCW, UIST, DIS, ASSETS; 'ACM TOCHI vol(issue)' → TOCHI, a journal); year from the "
          "two-digit 'YY; CHI EA / UIST Adjunct items are posters. Under-review items are preprints with venue/year null. Talks (titles in "
          "italics), teaching and service are not publications. The advisors are in gold advisors.", advisors=['Anders Kjeldsen', 'Priyanka Menon'])


# ------------------------------------------------ 9 education: a Word document saved as "Web Page, Filtered"
def word_html():
    rng = random.Random(609)
    own = ('Temitope Adaeze', 'Okafor')
    T = titles('education', 18, rng)
    J = ['American Educational Research Journal', 'Journal of Teacher Education', 'Educational Evaluation and Policy Analysis', 'Teaching and Teacher Education',
         'Journal of Research on Educational Effectiveness', 'Comparative Education Review']

    def mso(s):
        return s.replace(' ', ' ') if False else s

    def nm_html(p):
        if p == own:
            return "<b><span style='font-family:\"Times New Roman\",serif'>Okafor, T.&nbsp;A.</span></b>"
        return apa_name(p).replace('. ', '.&nbsp;')

    def gold(p):
        return 'T. A. Okafor' if p == own else apa_gold(p)
    out = ['<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" '
           'xmlns="http://www.w3.org/TR/REC-html40">', '<head>', '<meta http-equiv=Content-Type content="text/html; charset=utf-8">',
           '<meta name=Generator content="Microsoft Word 15 (filtered)">', '<style>', '<!--', ' /* Font Definitions */',
           ' @font-face {font-family:"Cambria Math"; panose-1:2 4 5 3 5 4 6 3 2 4;}',
           ' p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0in; font-size:12.0pt; font-family:"Times New Roman",serif;}',
           ' p.MsoListParagraph {margin-top:0in; margin-right:0in; margin-bottom:0in; margin-left:.5in; text-indent:-.5in;}',
           '.MsoChpDefault {font-size:10.0pt;}', '@page WordSection1 {size:8.5in 11.0in; margin:1.0in 1.0in 1.0in 1.0in;}', 'div.WordSection1 {page:WordSection1;}',
           '-->', '</style>', '</head>', '<body lang=EN-US style=\'word-wrap:break-word\'>', '<div class=WordSection1>',
           "<p class=MsoNormal align=center style='text-align:center'><b><span style='font-size:14.0pt'>TEMITOPE ADAEZE OKAFOR, Ph.D.</span></b></p>",
           "<p class=MsoNormal align=center style='text-align:center'>Associate Professor of Education Policy&nbsp;&nbsp;|&nbsp;&nbsp;Riverside State University (invented)</p>",
           "<p class=MsoNormal align=center style='text-align:center'><a href=\"mailto:t.okafor@example.edu\">t.okafor@example.edu</a></p>",
           '<p class=MsoNormal>&nbsp;</p>']

    def head(s):
        out.append("<p class=MsoNormal style='border:none;border-bottom:solid windowtext 1.0pt;padding:0in'><b><span style='font-size:12.0pt'>%s</span></b></p>" % s)
        out.append('<p class=MsoNormal>&nbsp;</p>')

    def item(s, num=None):
        if num is None:
            out.append("<p class=MsoNormal style='margin-left:.5in;text-indent:-.5in'>%s</p>" % s)
        else:
            out.append("<p class=MsoListParagraph style='text-indent:-.25in'><span>%d.<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span>%s</p>" % (num, s))
    head('EDUCATION')
    for s in ['Ph.D., Education Policy, Lakeside University, 2014', 'M.Ed., Curriculum and Instruction, University of Ibadan, 2009', 'B.Sc. (Ed.), Mathematics, University of Ibadan, 2006']:
        item(s)
    out.append('<p class=MsoNormal>&nbsp;</p>')
    head('PEER-REVIEWED JOURNAL ARTICLES')
    pubs = []
    i = 0
    for k in range(10):
        au = coauthored(rng, own, rng.randint(1, 4), first_share=0.5)
        t = T[i]; i += 1
        j = J[k % len(J)]
        y = 2025 - k
        vol, iss, pg = 50 + k, k % 4 + 1, '%d–%d' % (300 + 20 * k, 325 + 20 * k)
        names = [nm_html(p) for p in au]
        by = names[0] if len(names) == 1 else ', '.join(names[:-1]) + ', &amp; ' + names[-1]
        st = ''
        yy = '%d' % y
        if k == 0:
            yy, st = 'in press', ''
        item('%s (%s). %s. <i>%s</i>%s' % (by, yy, escape(t), escape(j), '' if k == 0 else ', <i>%d</i>(%d), %s. https://doi.org/10.5555/edu.%d' % (vol, iss, pg, k)), num=k + 1)
        pubs.append(pub(t, [gold(p) for p in au], j, None if k == 0 else y, 'journal', j + ('' if k == 0 else ', %d(%d), %s.' % (vol, iss, pg))))
    out.append('<p class=MsoNormal>&nbsp;</p>')
    head('BOOK CHAPTERS')
    for k in range(2):
        au = coauthored(rng, own, 2, first_share=1)
        t = T[i]; i += 1
        book = ['Handbook of Research on Teacher Preparation', 'Education Policy in West Africa: Evidence and Debates'][k]
        eds = people(rng, 2, au)
        names = [nm_html(p) for p in au]
        item('%s, &amp; %s (%d). %s. In %s &amp; %s (Eds.), <i>%s</i> (pp. %d–%d). Routledge.' % (names[0], names[1], 2020 + k, escape(t),
             '%s %s' % (ini(eds[0][0]), eds[0][1]), '%s %s' % (ini(eds[1][0]), eds[1][1]), book, 45 + k * 100, 67 + k * 100))
        pubs.append(pub(t, [gold(p) for p in au], book, 2020 + k, 'chapter', 'In (Eds.), %s (pp. %d–%d). Routledge.' % (book, 45 + k * 100, 67 + k * 100)))
    out.append('<p class=MsoNormal>&nbsp;</p>')
    head('MANUSCRIPTS UNDER REVIEW')
    for k, st in enumerate(['Revise and resubmit, <i>Educational Researcher</i>', 'Under review, <i>Sociology of Education</i>']):
        au = coauthored(rng, own, 3, first_share=0.5)
        t = T[i]; i += 1
        names = [nm_html(p) for p in au]
        item('%s, %s, &amp; %s. %s. %s.' % (names[0], names[1], names[2], escape(t), st))
        pubs.append(pub(t, [gold(p) for p in au], None, None, 'preprint', st.replace('<i>', '').replace('</i>', '') + '.'))
    out.append('<p class=MsoNormal>&nbsp;</p>')
    head('CONFERENCE PRESENTATIONS')
    for k in range(3):
        au = coauthored(rng, own, 2, first_share=1)
        t = T[i]; i += 1
        names = [nm_html(p) for p in au]
        item('%s, &amp; %s (%d, April). <i>%s</i> [Paper presentation]. American Educational Research Association Annual Meeting, %s.' % (
            names[0], names[1], 2019 + k * 2, escape(t), ['Toronto', 'Chicago', 'Denver'][k]))
    out.append('<p class=MsoNormal>&nbsp;</p>')
    head('GRANTS AND FELLOWSHIPS')
    for s in ['2023–2026&nbsp;&nbsp;&nbsp;&nbsp;Institute of Education Sciences, <i>Keeping Teachers in Rural Schools</i>, $1,400,000 (PI)',
              '2019–2021&nbsp;&nbsp;&nbsp;&nbsp;Spencer Foundation Small Grant, <i>Homework Help Networks</i>, $50,000 (PI)',
              '2016&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;National Academy of Education/Spencer Postdoctoral Fellowship']:
        item(s)
    out.append('<p class=MsoNormal>&nbsp;</p>')
    head('TEACHING')
    item('EDP 610 Quantitative Methods in Education Policy; EDP 720 Causal Inference in Education; EDU 301 Schools and Society')
    out += ['<p class=MsoNormal><o:p>&nbsp;</o:p></p>', '</div>', '</body>', '</html>', '']
    write('education-word-saved-html.htm', '\r\n'.join(out), 'Temitope Adaeze Okafor', pubs,
          "Synthetic CV written in Word and saved as 'Web Page, Filtered' (.htm, CRLF): Word's head (Generator meta, @font-face, MsoNormal "
          "and MsoListParagraph styles, @page), a centred upper-case name with 'Ph.D.', then sections as bold paragraphs with a bottom border "
          "(EDUCATION, PEER-REVIEWED JOURNAL ARTICLES, BOOK CHAPTERS, MANUSCRIPTS UNDER REVIEW, CONFERENCE PRESENTATIONS, GRANTS AND "
          "FELLOWSHIPS, TEACHING) separated by '&nbsp;' paragraphs. Journal articles are MsoListParagraph items whose Word numbering is a literal "
          "'N.' followed by a 7pt span of &nbsp;s; APA 7 bylines whose initials are joined by &nbsp; ('Okafor, T.&nbsp;A.'), the owner in "
          "<b><span style=…></span></b>; one article 'in press' (year null). Chapters with '(Eds.)' editors. Under-review manuscripts (R&R, under "
          "review) are preprints, venue/year null. AERA paper presentations (titles in italics, '[Paper presentation]') are talks, not "
          "publications; grants with italic project titles are not publications. Owner → 'T. A. Okafor'.")


# ------------------------------------------------ 10 oceanography: a Notion page exported to Markdown, with tables
def notion():
    rng = random.Random(610)
    own = ('Aroha', 'Ngata')
    T = titles('ocean', 18, rng)
    J = ['Global Change Biology', 'Limnology and Oceanography', 'Marine Ecology Progress Series', 'Progress in Oceanography', 'ICES Journal of Marine Science',
         'New Zealand Journal of Marine and Freshwater Research', 'Frontiers in Marine Science']
    out = ['# Publications & outputs', '', 'Owner: Aroha Ngata', 'Created: 3 March 2024 9:12 AM', 'Last edited: 19 October 2026 4:40 PM', 'Tags: cv, admin', '',
           '> 💡 Kept for PBRF and CV updates. Status: ✅ published · 📝 in review · 🛠️ in prep', '', '## Peer-reviewed papers', '',
           '| Title | Authors | Journal | Year | Status | DOI | Tags |', '| --- | --- | --- | --- | --- | --- | --- |']
    pubs = []
    i = 0
    for k in range(13):
        au = coauthored(rng, own, rng.randint(2, 6), first_share=0.35)
        t = T[i]; i += 1
        j = J[k % len(J)]
        y = 2025 - k // 2
        st = '✅ published'
        yy, jj = str(y), j
        kind = 'journal'
        if k == 0:
            st, yy = '📝 in review', ''
        elif k == 1:
            st = '📝 accepted'
        names = ', '.join(full(p) for p in au)
        out.append('| %s | %s | %s | %s | %s | %s | %s |' % (t, names, jj, yy, st, '' if k == 0 else 'https://doi.org/10.5555/oc.%d.%d' % (y, k),
                                                             ', '.join(rng.sample(['heatwaves', 'kelp', 'modelling', 'fieldwork', 'student-led', 'Māori-led'], 2))))
        if k == 0:
            pubs.append(pub(t, [full(p) for p in au], None, None, 'preprint', 'in review'))
        else:
            pubs.append(pub(t, [full(p) for p in au], j, y, kind, j))
    out += ['', '## Reports', '', '| Title | Authors | Commissioned by | Year | Status | DOI | Tags |', '| --- | --- | --- | --- | --- | --- | --- |']
    for k in range(2):
        au = coauthored(rng, own, 3, first_share=1)
        t = T[i]; i += 1
        org = ['Department of Conservation', 'Ministry for Primary Industries'][k]
        out.append('| %s | %s | %s | %d | ✅ published |  | report |' % (t, ', '.join(full(p) for p in au), org, 2021 + k))
        pubs.append(pub(t, [full(p) for p in au], org, 2021 + k, 'other', org))
    out += ['', '## In prep', '', '- [ ] %s — with Sione Taufa and Kiri Tamihana (draft in Overleaf)' % T[i], '- [ ] Data paper on mooring records (outline only)', '']
    pubs.append(pub(T[i], ['Aroha Ngata', 'Sione Taufa', 'Kiri Tamihana'], None, None, 'preprint', 'in prep'))
    i += 1
    out += ['## Talks', '', '| Title | Event | Year | Type |', '| --- | --- | --- | --- |',
            '| Kelp, heat and whakapapa | NZ Marine Sciences Society conference | 2025 | Contributed |',
            '| Following the heat: moorings in the Tasman | Seminar, Westbrook University | 2024 | Invited |', '',
            '## Datasets', '', '| Title | Repository | Year |', '| --- | --- | --- |', '| Hauraki Gulf temperature moorings 2015–2024 | PANGAEA-like archive (invented) | 2025 |', '',
            '## Media', '', '- Radio interview on marine heatwaves, 2024', '']
    write('ocean-notion-export.md', '\n'.join(out), 'Aroha Ngata', pubs,
          "Synthetic Notion page exported to Markdown: '# Publications & outputs' with Notion's property lines (Owner: Aroha Ngata, Created, "
          "Last edited, Tags), a callout, then database-like Markdown TABLES with columns Title | Authors | Journal | Year | Status | DOI | Tags "
          "(authors as one comma-separated cell of full names, owner unmarked; status emoji; one in-review row with no year and no DOI, its journal cell naming where it is under review: preprint, venue/year null; tag "
          "cells). A Reports table (kind other, venue the commissioning body), an 'In prep' checklist with one titled item 'Title — with A and "
          "B' (owner implied: added first; preprint, venue/year null) and one untitled outline (not a publication), then Talks and Datasets "
          "tables and Media (not publications).")


# ------------------------------------------------ 11 film studies: a humanities CV in plain text, owner implied
def film_cv():
    rng = random.Random(611)
    own = ('Tomasz', 'Wierzbicki')
    FILM = ['Slow Cinema and the Politics of Waiting', 'The Archive on Fire: Nitrate, Loss and Polish Film Heritage', 'Screens of the Thaw',
            'Documentary Time in Post-Socialist Europe', 'Sound Without Image: Radio Drama and the Cinematic Imagination',
            'Wajda’s Crowds: Mass Scenes and National Memory', 'The Projectionist’s Hand: Labour in the Small-Town Cinema',
            'Women Editors at the Łódź Film School, 1950–1970', 'Ghost Frames: Censorship Cuts as Film Form', 'Festival Circuits and the Making of World Cinema',
            'Cinema in the Waiting Room: Television, Clinics and Public Viewing', 'Long Takes and Short Lives: Youth in Eastern European Film',
            'The Afterlife of Propaganda Newsreels', 'Translating Subtitles in the Socialist Bloc', 'Landscape as Witness in Contemporary Documentary',
            'Amateur Film Clubs and the Socialist Everyday', 'Silent Comedy in Interwar Warsaw', 'Cinema and the Catholic Imagination in Poland']
    rev = [('The Patient Eye: Essays on Duration', 'Renata Oliveira'), ('Cold War Screens: Cinema Diplomacy 1947–1989', 'Jonas Kessler'),
           ('Magnetic Sound in Postwar Europe', 'Mathilde Lefebvre'), ('Archives of Absence', 'Ioana Dumitrescu')]
    out = ['TOMASZ WIERZBICKI', 'Associate Professor of Film and Media Studies', 'Department of English and Film, Northbridge University (invented)',
           'twierzbicki@example.edu', '', 'EDUCATION', '', '2012  PhD, Film Studies, University of Westbrook', '      Dissertation: "Waiting Rooms: Duration in Polish Cinema"',
           '      Committee: Giulia Ferrante (chair), Jonas Kessler, Olena Kravchenko', '2006  MA, Cultural Studies, Jagiellonian University', '',
           'APPOINTMENTS', '', '2019-   Associate Professor, Northbridge University', '2013-19 Assistant Professor, Northbridge University', '',
           'BOOKS', '']
    pubs = []
    out.append('   %s. Northbridge: Northbridge University Press, 2021.' % FILM[0])
    pubs.append(pub(FILM[0], ['Tomasz Wierzbicki'], 'Northbridge University Press', 2021, 'book', 'Northbridge: Northbridge University Press, 2021.'))
    out.append('   %s. Under contract with Lakeside Press (manuscript due 2027).' % FILM[1])
    pubs.append(pub(FILM[1], ['Tomasz Wierzbicki'], None, None, 'book', 'Under contract with Lakeside Press (manuscript due 2027).'))
    out += ['', 'EDITED VOLUMES', '', '   %s. Co-edited with Lenka Horáková. Amsterdam: Sluice Academic, 2018.' % FILM[2], '']
    pubs.append(pub(FILM[2], ['Tomasz Wierzbicki', 'Lenka Horáková'], 'Sluice Academic', 2018, 'book', 'Amsterdam: Sluice Academic, 2018.'))
    out += ['PEER-REVIEWED ARTICLES', '']
    i = 3
    js = ['Screen', 'Cinema Journal of the East', 'Film History Quarterly', 'Studies in Eastern European Cinema', 'Journal of Cinema and Media Studies', 'Framework']
    for k in range(7):
        t = FILM[i]; i += 1
        j = js[k % len(js)]
        y = 2024 - k
        co = None
        if k in (2, 5):
            co = people(rng, 1, [own])[0]
        loc = '%d, no. %d (%d): %d–%d' % (60 - k, k % 4 + 1, y, 101 + k * 13, 124 + k * 13)
        w = ' (with %s)' % full(co) if co else ''
        if k == 0:
            out.append('   "%s." %s, forthcoming.%s' % (t, j, w))
            pubs.append(pub(t, ['Tomasz Wierzbicki'], j, None, 'journal', '%s, forthcoming.' % j))
            continue
        out.append('   "%s." %s %s.%s' % (t, j, loc, w))
        pubs.append(pub(t, ['Tomasz Wierzbicki'] + ([full(co)] if co else []), j, y, 'journal', '%s %s.' % (j, loc)))
    out += ['', 'BOOK CHAPTERS', '']
    for k in range(3):
        t = FILM[i]; i += 1
        eds = people(rng, 2, [own])
        book = ['The Routledge Companion to Eastern European Cinema', 'Small Screens, Big Archives', 'A History of Polish Film, Volume 2'][k]
        y = 2017 + 3 * k
        out.append('   "%s." In %s, edited by %s, %d–%d. %s: %s, %d.' % (t, book, jn([full(e) for e in eds]), 55 + 40 * k, 79 + 40 * k,
                                                                     ['London', 'Chicago', 'Kraków'][k], ['Routledge', 'Meridian', 'Universitas'][k], y))
        pubs.append(pub(t, ['Tomasz Wierzbicki'], book, y, 'chapter', 'In %s, edited by, %d–%d. %s: %s, %d.' % (book, 55 + 40 * k, 79 + 40 * k,
                    ['London', 'Chicago', 'Kraków'][k], ['Routledge', 'Meridian', 'Universitas'][k], y)))
    out += ['', 'CONFERENCE PAPERS AND INVITED LECTURES', '']
    for k in range(4):
        out.append('   "%s." %s, %d.' % (FILM[i + k], ['Society for Cinema and Media Studies, Denver', 'NECS Conference, Budapest',
                                                      'Invited lecture, University of Łódź', 'Film and History Symposium, Prague'][k], 2025 - k))
    i += 4
    out += ['', 'BOOK REVIEWS', '']
    for k, (bt, ba) in enumerate(rev):
        j = ['Film Quarterly Review', 'Slavic Review of Books', 'Screen', 'Kinema Notes'][k]
        y = 2023 - k * 2
        out.append('   Review of %s, by %s. %s %d (%d): %d–%d.' % (bt, ba, j, 40 + k, y, 200 + k, 202 + k))
        pubs.append(pub('Review of %s, by %s' % (bt, ba), ['Tomasz Wierzbicki'], j, y, 'other', '%s %d (%d): %d–%d.' % (j, 40 + k, y, 200 + k, 202 + k)))
    out += ['', 'TRANSLATIONS', '', '   Translation from Polish of Agnieszka Zielińska, "Notes on the Frame." Framework 61, no. 1 (2020): 9–18.', '',
            'PUBLIC WRITING', '', '   "Why We Still Watch Kieślowski." Online essay, Screen Culture Blog, 2022.', '',
            'COURSES TAUGHT', '', '   Introduction to Film Analysis; World Cinema since 1945; Documentary Theory; Graduate Seminar: Archives and Loss', '',
            'LANGUAGES', '', '   Polish (native), English (fluent), Czech and Russian (reading)', '']
    write('film-humanities-cv.txt', '\n'.join(out), 'Tomasz Wierzbicki', pubs,
          "Synthetic film-studies CV in plain text with a three-space indent under upper-case headings. OWNER IMPLIED everywhere: books, "
          "articles and chapters print no author at all (Chicago notes style '\"Title.\" Journal vol, no. n (year): pages.'); the gold gives "
          "the owner as sole author, or owner then co-author where ' (with X)' trails the entry (two articles) or 'Co-edited with X' (edited "
          "volume, kind book). One book under contract (kind book, venue/year null), one article 'forthcoming' (year null). Chapters 'In Book, "
          "edited by A and B, pages' (editors not authors). Book reviews 'Review of Book, by Author. Journal vol (year): pages.': kind other, "
          "title 'Review of Book, by Author' as printed, the reviewed author is not an author. Conference papers and lectures (quoted titles), a "
          "translation of someone else's essay, a blog essay, courses and languages are not counted. The EDUCATION block names a dissertation "
          "title and a committee (chair Giulia Ferrante: gold advisor).", advisors=['Giulia Ferrante'])


# ------------------------------------------------ 12 urban planning: a LaTeX CV with a year-first \pub macro and an owner macro
def latex_pub():
    rng = random.Random(612)
    own = ('Shirin', 'Rahimi')
    T = titles('urban', 17, rng)
    J = ['Urban Studies', 'Environment and Planning A', 'International Journal of Urban and Regional Research', 'Journal of Planning Education and Research',
         'Habitat International', 'Cities', 'Housing Studies']

    def tex(s):
        return s.replace('&', '\\&').replace('%', '\\%')

    def nm(p):
        return '\\me' if p == own else '%s~%s' % (ini(p[0]).replace(' ', '~'), p[1])

    def gold(p):
        return 'S. Rahimi' if p == own else apa_gold(p)
    out = ['% !TEX program = xelatex', '\\documentclass[11pt]{article}', '\\usepackage[margin=2.2cm]{geometry}', '\\usepackage{enumitem,hyperref,xcolor}',
           '\\newcommand{\\me}{\\textbf{S.~Rahimi}}', '% \\pub{year}{authors}{title}{venue and locator}',
           '\\newcommand{\\pub}[4]{\\item[\\textsf{#1}] #2. \\emph{#3}. #4.}', '\\newcommand{\\cvsec}[1]{\\section*{\\color{teal}#1}}',
           '\\newenvironment{publist}{\\begin{description}[leftmargin=3.2em,labelwidth=2.8em,font=\\normalfont]}{\\end{description}}',
           '\\pagestyle{empty}', '\\begin{document}', '{\\LARGE Shirin Rahimi}\\\\[2pt]', 'Lecturer in Urban Planning, School of Architecture and Planning, Westbrook University (invented)\\\\',
           '\\href{mailto:s.rahimi@example.ac.uk}{s.rahimi@example.ac.uk} \\quad \\href{https://example.org/srahimi}{example.org/srahimi}', '',
           '\\cvsec{Education}', '\\begin{publist}', '\\item[2017] PhD in Urban Planning, University of Westbrook. Supervisor: Dariush Farahani.',
           '\\item[2011] MSc in Urban Design, University of Tehran.', '\\end{publist}', '', '\\cvsec{Refereed Articles}', '\\begin{publist}']
    pubs = []
    i = 0
    for k in range(10):
        au = coauthored(rng, own, rng.randint(1, 4), first_share=0.5)
        t = T[i]; i += 1
        j = J[k % len(J)]
        y = 2025 - k
        loc = '\\textbf{%d}(%d): %d--%d' % (55 + k, k % 5 + 1, 210 + k * 17, 231 + k * 17)
        yl = str(y)
        if k == 0:
            yl = 'forthc.'
            out.append('\\pub{%s}{%s}{%s}{%s}' % (yl, ', '.join(nm(p) for p in au), tex(t), '\\textit{%s}' % j))
            pubs.append(pub(t, [gold(p) for p in au], j, None, 'journal', j + '.'))
            continue
        out.append('\\pub{%s}{%s}{%s}{\\textit{%s} %s}' % (yl, ', '.join(nm(p) for p in au), tex(t), j, loc))
        pubs.append(pub(t, [gold(p) for p in au], j, y, 'journal', '%s %d(%d): %d–%d.' % (j, 55 + k, k % 5 + 1, 210 + k * 17, 231 + k * 17)))
    out += ['\\end{publist}', '', '\\cvsec{Grants}', '\\begin{publist}', '\\item[2024] British Academy Small Grant, ``Bus rapid transit and women\'s mobility in Tehran\'\', \\pounds 9,800 (PI).',
            '\\item[2021] Westbrook Research Fund, ``Mapping street vending\'\', \\pounds 4,000.', '\\end{publist}', '', '\\cvsec{Chapters and Reports}', '\\begin{publist}']
    for k in range(3):
        au = coauthored(rng, own, 2, first_share=0.6)
        t = T[i]; i += 1
        y = 2019 + 2 * k
        if k < 2:
            book = ['The Routledge Handbook of Urban Informality', 'Planning the Middle Eastern City'][k]
            eds = people(rng, 2, au)
            out.append('\\pub{%d}{%s}{%s}{In %s (eds) \\textit{%s}, pp.~%d--%d. London: Routledge}' % (y, ', '.join(nm(p) for p in au), tex(t),
                       ' and '.join('%s~%s' % (ini(e[0]).replace(' ', '~'), e[1]) for e in eds), book, 88 + 50 * k, 104 + 50 * k))
            pubs.append(pub(t, [gold(p) for p in au], book, y, 'chapter', 'In (eds) %s, pp. %d–%d. London: Routledge.' % (book, 88 + 50 * k, 104 + 50 * k)))
        else:
            out.append('\\pub{%d}{%s}{%s}{Working paper 2023/04, UN-Habitat Urban Lab (invented series)}' % (y, ', '.join(nm(p) for p in au), tex(t)))
            pubs.append(pub(t, [gold(p) for p in au], 'UN-Habitat Urban Lab', y, 'other', 'Working paper 2023/04, UN-Habitat Urban Lab (invented series).'))
    out += ['\\end{publist}', '', '\\cvsec{Under Review}', '\\begin{publist}']
    for k in range(2):
        au = coauthored(rng, own, 3, first_share=1)
        t = T[i]; i += 1
        out.append('\\pub{R\\&R}{%s}{%s}{%s}' % (', '.join(nm(p) for p in au), tex(t), ['\\textit{Urban Geography}, revise and resubmit', 'submitted'][k]))
        pubs.append(pub(t, [gold(p) for p in au], None, None, 'preprint', ['Urban Geography, revise and resubmit.', 'submitted.'][k]))
    out += ['\\end{publist}', '', '\\cvsec{Talks}', '\\begin{publist}', '\\item[2025] \\emph{Who gets the bus lane?} RGS-IBG Annual Conference, London.',
            '\\item[2023] \\emph{Informality after the plan}, invited seminar, University of Tehran.', '\\end{publist}', '',
            '\\cvsec{Teaching}', 'Planning Theory (MSc); Urban Analytics with GIS (BSc Year 2); Dissertation supervision (12 MSc students).', '', '\\end{document}', '']
    write('urban-latex-pub-macro.tex', '\n'.join(out), 'Shirin Rahimi', pubs,
          "Synthetic LaTeX CV of an urban planner built on two home-made macros: \\me expands to \\textbf{S.~Rahimi} and is the owner's name "
          "in every byline, and \\pub{year}{authors}{title}{venue} prints a description item with the YEAR FIRST as its label, then 'Authors. "
          "\\emph{Title}. Venue.' (authors 'I.~Surname' with ties). A custom \\cvsec heading, a description-list 'publist' environment for "
          "education and grants as well (grant project titles in ``quotes'' are not publications). Refereed articles: one labelled 'forthc.' "
          "(year null); chapters 'In A and B (eds) \\textit{Book}, pp.' (editors not authors); a working paper (kind other, venue the series "
          "body). Under Review items carry the label 'R\\&R' in the year slot (preprints, venue/year null). Talks with \\emph titles and "
          "teaching follow. Owner → 'S. Rahimi'. The supervisor in Education is a gold advisor.", advisors=['Dariush Farahani'])


# ------------------------------------------------ 13 mathematics: a Portuguese (Portugal) "Lista de Publicações" in Markdown
def portuguese():
    rng = random.Random(613)
    own = ('João Pedro', 'Figueiredo')
    PT = [('Inês', 'Carvalho'), ('Rui', 'Sampaio'), ('Tiago', 'Moura'), ('Beatriz', 'Pinto'), ('Mariana', 'Lopes'), ('Gonçalo', 'Teixeira'), ('Catarina', 'Vasconcelos')]
    T = titles('math', 16, rng)
    J = ['J. Algebra', 'Adv. Math.', 'Trans. Amer. Math. Soc.', 'Portugal. Math.', 'J. Funct. Anal.', 'Math. Z.', 'Proc. Roy. Soc. Edinburgh Sect. A']

    def nm(p):
        return '%s %s' % (ini(p[0]), p[1])
    out = ['# Lista de Publicações', '', '**João Pedro Figueiredo**  ', 'Professor Auxiliar, Departamento de Matemática, Universidade do Atlântico (fictícia)  ',
           'Centro de Investigação em Matemática Pura · ORCID 0000-0000-0000-0001', '', 'Última actualização: Outubro de 2026.', '',
           '## Artigos em revistas internacionais com arbitragem científica', '']
    pubs = []
    i = 0
    for k in range(10):
        cs = rng.sample(PT + POOL[:12], rng.randint(0, 3))
        au = sorted(cs + [own], key=lambda p: p[1])  # alphabetical, as in mathematics
        t = T[i]; i += 1
        j = J[k % len(J)]
        y = 2025 - k
        names = [nm(p) for p in au]
        by = names[0] if len(names) == 1 else ', '.join(names[:-1]) + ' e ' + names[-1]
        if k == 1:
            out.append('%d. %s, *%s*, %s (aceite para publicação). [arXiv:2409.%05d](https://arxiv.example.org/abs/2409.%05d)' % (k + 1, by, t, j, 11000 + k, 11000 + k))
            pubs.append(pub(t, names, j, None, 'journal', '%s (aceite para publicação).' % j))
            continue
        loc = '**%d** (%d), %d–%d' % (300 + k * 3, y, 1 + k * 40, 38 + k * 40)
        out.append('%d. %s, *%s*, %s %s. DOI: 10.5555/mat.%d.%d' % (k + 1, by, t, j, loc, y, k))
        pubs.append(pub(t, names, j, y, 'journal', '%s %d (%d), %d–%d.' % (j, 300 + k * 3, y, 1 + k * 40, 38 + k * 40)))
    out += ['', '## Capítulos de livros e actas de conferências', '']
    for k in range(3):
        cs = rng.sample(PT, k % 2 + 1)
        au = sorted(cs + [own], key=lambda p: p[1])
        t = T[i]; i += 1
        names = [nm(p) for p in au]
        by = ', '.join(names[:-1]) + ' e ' + names[-1]
        book = ['Em: Actas do XXIX Encontro Nacional da SPM, Coimbra', 'Em: Recent Advances in Operator Theory, Trends Math., Birkhäuser',
                'Em: Proceedings of the Iberian Meeting on Algebra, Lisboa'][k]
        y = 2018 + 2 * k
        out.append('%d. %s, *%s*, %s, %d, pp. %d–%d.' % (k + 1, by, t, book, y, 11 + k * 20, 24 + k * 20))
        pubs.append(pub(t, names, book[4:].split(',')[0], y, 'chapter' if k == 1 else 'conference', '%s, %d, pp. %d–%d.' % (book, y, 11 + k * 20, 24 + k * 20)))
    out += ['', '## Pré-publicações e trabalhos submetidos', '']
    for k in range(3):
        cs = rng.sample(PT, 1 + k % 2)
        au = sorted(cs + [own], key=lambda p: p[1])
        t = T[i]; i += 1
        names = [nm(p) for p in au]
        by = ', '.join(names[:-1]) + ' e ' + names[-1]
        st = ['submetido', 'arXiv:2503.%05d' % (4400 + k), 'em preparação'][k]
        out.append('- %s, *%s*, %s.' % (by, t, st))
        pubs.append(pub(t, names, 'arXiv' if k == 1 else None, None, 'preprint', st + '.'))
    out += ['', '## Orientações', '', '- Gonçalo Teixeira, tese de mestrado, *Álgebras de Hopf fracas e categorias de fusão*, 2022.',
            '- Catarina Vasconcelos, tese de doutoramento (co-orientação com Rui Sampaio), em curso.', '',
            '## Comunicações em conferências (seleção)', '', '- *Categorificação e quivers*, Seminário de Álgebra, Universidade do Porto, 2024 (convidado).',
            '- *Rigidity for cluster algebras*, Joint Meeting AMS–SPM, Porto, 2023.', '', '## Projectos', '',
            '- Investigador responsável, projecto FCT *Estruturas Algébricas e Categorias* (2022–2025).', '']
    write('math-portuguese-lista.md', '\n'.join(out), 'João Pedro Figueiredo', pubs,
          "Synthetic list of a Portuguese (European Portuguese spelling: actas, actualização, projectos) mathematician in Markdown: a header with "
          "the name in bold, then 'Artigos em revistas internacionais com arbitragem científica', 'Capítulos de livros e actas de "
          "conferências' and 'Pré-publicações e trabalhos submetidos', then Orientações (supervised theses with italic titles), Comunicações "
          "(talk titles in italics) and Projectos, which are not publications. Bylines in ALPHABETICAL order, 'I. I. Surname, … e I. Surname' "
          "(Portuguese 'e' for 'and'); the owner unmarked ('J. P. Figueiredo'). Title in *italics* followed by a comma, then an abbreviated "
          "journal (MathSciNet style 'Trans. Amer. Math. Soc.', venue as printed) with '**vol** (year), pages'. One article 'aceite para "
          "publicação' (accepted, year null); chapters/proceedings 'Em: Book, place, year, pp.' (venue the volume's name without 'Em:'); "
          "preprints 'submetido', an arXiv id, or 'em preparação' (venue arXiv only for the arXiv one; year null). Some papers are "
          "single-authored.")


def toml_str(s):
    return '"%s"' % s.replace('\\', '\\\\').replace('"', '\\"')


# ------------------------------------------------ data 1 robotics: a Hugo data file in TOML
def robotics_toml():
    rng = random.Random(614)
    own = ('Kofi', 'Asante')
    T = titles('robotics', 20, rng)
    V = [('ICRA', 'IEEE International Conference on Robotics and Automation', 'conference'), ('IROS', 'IEEE/RSJ International Conference on Intelligent Robots and Systems', 'conference'),
         ('RA-L', 'IEEE Robotics and Automation Letters', 'journal'), ('CoRL', 'Conference on Robot Learning', 'conference'), ('RSS', 'Robotics: Science and Systems', 'conference'),
         ('T-RO', 'IEEE Transactions on Robotics', 'journal'), ('Science Robotics', 'Science Robotics', 'journal')]
    out = ['# data/publications.toml — read by layouts/partials/publist.html', '# Site of Kofi Asante (robot learning and field robotics)', '',
           '[meta]', 'site_owner = "Kofi Asante"', 'highlight_name = "K. Asante"', 'updated = 2026-10-01', '']
    pubs = []
    for k in range(17):
        au = coauthored(rng, own, rng.randint(2, 7), first_share=0.3)
        t = T[k]
        acr, fl, kind = V[k % len(V)]
        y = 2026 - k // 3
        out.append('[[publication]]')
        out.append('key = "asante%d%s"' % (y, t.split()[0].lower().strip(':,')))
        out.append('title = %s' % toml_str(t))
        if k % 4 == 3:
            out.append('authors = %s' % toml_str(' and '.join('%s, %s' % (p[1], p[0]) for p in au)))
        else:
            out.append('authors = [%s]' % ', '.join(toml_str('%s %s' % (ini(p[0]), p[1])) for p in au))
        out.append('venue = { short = "%s", long = %s }' % (acr, toml_str(fl)))
        out.append('year = %d' % y)
        out.append('type = "%s"' % ('journal' if kind == 'journal' else 'conference'))
        if k % 3 == 0:
            out.append('award = "Best Paper Finalist"' if k == 3 else 'note = "Oral presentation"')
        if k % 5 == 1:
            out.append('equal = [%s]' % ', '.join(toml_str('%s %s' % (ini(p[0]), p[1])) for p in au[:2]))
        out.append('links = { pdf = "/pdf/%d.pdf", video = "https://video.example.org/%d", code = "https://code.example.org/ka/%d" }' % (k, k, k))
        out.append('')
        gold_au = ['%s %s' % (p[0], p[1]) for p in au] if k % 4 == 3 else ['%s %s' % (ini(p[0]), p[1]) for p in au]
        eq = gold_au[:2] if k % 5 == 1 else []
        pubs.append(pub(t, gold_au, acr, y, kind, fl))
        pubs[-1]['equal_contribution'] = eq
    for k in range(3):
        au = coauthored(rng, own, 3, first_share=0.5)
        t = T[17 + k]
        out += ['[[publication]]', 'key = "asante-pre-%d"' % k, 'title = %s' % toml_str(t), 'authors = [%s]' % ', '.join(toml_str('%s %s' % (ini(p[0]), p[1])) for p in au),
                'venue = { short = "arXiv", long = "arXiv preprint arXiv:2507.%05d" }' % (1200 + k) if k < 2 else 'status = "under review"',
                'year = 2026' if k < 2 else 'year = ""', 'type = "preprint"', '']
        pubs.append(pub(t, ['%s %s' % (ini(p[0]), p[1]) for p in au], 'arXiv' if k < 2 else None, 2026 if k < 2 else None, 'preprint',
                        'arXiv preprint arXiv:2507.%05d' % (1200 + k) if k < 2 else 'under review'))
    out += ['[[talk]]', 'title = "Robots that learn in the mud"', 'event = "Field Robotics Workshop, RSS 2025"', 'year = 2025', '',
            '[[talk]]', 'title = "Contact is a feature, not a bug"', 'event = "Robotics Colloquium, Kumasi Technical University"', 'year = 2024', '',
            '[[software]]', 'name = "mudnav"', 'description = "ROS 2 stack for legged robots on soft terrain"', 'url = "https://code.example.org/ka/mudnav"', '']
    write('robotics-hugo-data.toml', '\n'.join(out), 'Kofi Asante', pubs,
          "Synthetic Hugo data file data/publications.toml of a roboticist: a [meta] table (site_owner, highlight_name 'K. Asante', a TOML "
          "date), then [[publication]] array-of-tables with key, title, authors (usually an ARRAY of 'I. Surname' strings; every fourth entry a "
          "single BibTeX-style string 'Surname, Given and Surname, Given', gold then 'Given Surname'), an inline table venue = { short, long } "
          "(venue the short acronym), year, type, optional award/note, optional equal = [...] (listed as equal contribution), and an inline "
          "links table. Three preprints: two on arXiv, one with status = \"under review\" and year = \"\" (venue/year null). [[talk]] and "
          "[[software]] tables are not publications.")


# ------------------------------------------------ data 2 geology: a JSON Resume with home-made keys
def json_resume():
    rng = random.Random(615)
    own = ('Valentina', 'Ríos')
    T = titles('geology', 16, rng)
    J = ['Geology', 'Earth and Planetary Science Letters', 'Tectonics', 'Journal of Volcanology and Geothermal Research', 'Geomorphology', 'Andean Geology']
    pubs, items = [], []
    for k in range(14):
        au = coauthored(rng, own, rng.randint(1, 5), first_share=0.4)
        t = T[k]
        j = J[k % len(J)]
        y = 2025 - k // 2
        it = {'name': t, 'publisher': j, 'releaseDate': '%d-%02d-%02d' % (y, k % 12 + 1, k + 3), 'url': 'https://doi.org/10.5555/geo.%d.%d' % (y, k)}
        if k % 3 == 0:
            it['x-authors'] = ', '.join(full(p) for p in au)
            gold_au = [full(p) for p in au]
        elif k % 3 == 1:
            it['coauthors'] = [full(p) for p in au if p != own]
            it['author_position'] = au.index(own) + 1
            gold_au = [full(p) for p in au]
        else:
            it['citation'] = '%s (%d). %s. %s, %d, %d–%d.' % (apa_byline([apa_name(p) for p in au]), y, t, j, 20 + k, 100 + k, 110 + k)
            gold_au = [apa_gold(p) for p in au]
        if k == 4:
            it['summary'] = 'Featured on the journal cover. Fieldwork with the Servicio Geológico Minero (invented collaboration).'
        if k == 6:
            it['x-type'] = 'chapter'
            it['publisher'] = 'Volcanoes of the Southern Andes (Geological Society Special Publication 540)'
            j = it['publisher']
        items.append(it)
        pubs.append(pub(t, gold_au, j, y, 'chapter' if k == 6 else 'journal', j))
    t = T[14]
    items.append({'name': t, 'publisher': 'EarthArXiv', 'releaseDate': '2026-06', 'x-status': 'preprint, in review at Geophysical Research Letters',
                  'coauthors': ['Mateo Cárdenas', 'Camila Quispe'], 'author_position': 1})
    pubs.append(pub(t, ['Valentina Ríos', 'Mateo Cárdenas', 'Camila Quispe'], 'EarthArXiv', 2026, 'preprint', 'EarthArXiv'))
    t = T[15]
    items.append({'name': t, 'publisher': 'Universidad de Concepción (PhD thesis)', 'releaseDate': '2016', 'x-type': 'thesis'})
    pubs.append(pub(t, ['Valentina Ríos'], 'Universidad de Concepción', 2016, 'thesis', 'Universidad de Concepción (PhD thesis)'))
    doc = {'$schema': 'https://jsonresume.example.org/schema.json',
           'basics': {'name': 'Valentina Ríos', 'label': 'Volcanologist, Assistant Professor', 'email': 'v.rios@example.cl',
                      'summary': 'I study magma storage and eruption triggers in the Southern Andes using InSAR, geochronology and fieldwork.',
                      'location': {'city': 'Concepción', 'countryCode': 'CL'}, 'profiles': [{'network': 'ORCID', 'username': '0000-0000-0000-0002'}]},
           'work': [{'name': 'Universidad del Sur Austral (invented)', 'position': 'Assistant Professor', 'startDate': '2020-03'},
                    {'name': 'Nordic Volcanological Institute (invented)', 'position': 'Postdoctoral researcher', 'startDate': '2017-01', 'endDate': '2019-12'}],
           'education': [{'institution': 'Universidad de Concepción', 'studyType': 'PhD', 'area': 'Geology', 'endDate': '2016'},
                         {'institution': 'Universidad de Chile', 'studyType': 'Licenciatura', 'area': 'Geology', 'endDate': '2010'}],
           'awards': [{'title': 'Early Career Award in Volcanology', 'date': '2023', 'awarder': 'Andean Geoscience Society (invented)'}],
           'publications': items,
           'x-talks': [{'title': 'Listening to restless calderas', 'event': 'IAVCEI Scientific Assembly', 'date': '2025-02'},
                       {'title': 'Zircon clocks under the volcano', 'event': 'Invited seminar, Universidad de Chile', 'date': '2024-09'}],
           'projects': [{'name': 'ANID Fondecyt Iniciación: Magma storage beneath Villarrica', 'startDate': '2021', 'roles': ['PI']}],
           'languages': [{'language': 'Spanish', 'fluency': 'Native'}, {'language': 'English', 'fluency': 'Fluent'}],
           'meta': {'version': 'v1.4.0', 'lastModified': '2026-09-30T10:00:00'}}
    write('geology-jsonresume-oddkeys.json', json.dumps(doc, ensure_ascii=False, indent=2) + '\n', 'Valentina Ríos', pubs,
          "Synthetic JSON Resume (basics, work, education, awards, publications, projects, languages, meta) of a volcanologist with "
          "HOME-MADE KEYS in publications: JSON Resume's publications carry no authors, so the owner added them three ways in rotation: "
          "'x-authors' (one string of full names, owner included), 'coauthors' (list of the OTHER authors) with 'author_position' (the owner's "
          "1-based place; gold inserts the owner there), or a whole APA 'citation' string (gold names 'I. Surname' from it). 'name' is the title, "
          "'publisher' the journal (venue), 'releaseDate' an ISO date (year). One chapter marked x-type, a preprint with x-status, and the PhD "
          "thesis (x-type thesis, no co-authors: owner alone). 'x-talks' (talk titles) and 'projects' are not publications.")


# ------------------------------------------------ PDFs: a small writer (base-14 fonts, WinAnsi, font runs, rises, rules)
LEFT, RIGHT, TOP, BOTTOM = 60.0, 535.0, 770.0, 70.0
WINANSI = {'–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '…': 0x85, '†': 0x86, '‡': 0x87}
NB = '\u00a0'  # keeps the words of a name on one line when wrapping; written as a space


def pdf_string(s):
    out = []
    for ch in s:
        if ch == NB:
            out.append(' ')
        elif ch in '()\\':
            out.append('\\' + ch)
        elif ord(ch) < 0x80:
            out.append(ch)
        elif 0xA0 <= ord(ch) <= 0xFF:
            out.append('\\%03o' % ord(ch))
        elif ch in WINANSI:
            out.append('\\%03o' % WINANSI[ch])
        else:
            raise ValueError('not in WinAnsi: %r' % ch)
    return ''.join(out)


class Doc:
    """Pages of text operations. Fonts F1 regular, F2 bold, F3 italic; 'S1'/'S2' are F1/F2 set small and raised (superscripts)."""

    def __init__(self, times=False):
        self.pages = [[]]
        self.avg = 0.46 if times else 0.52
        self.fonts = ('Times-Roman', 'Times-Bold', 'Times-Italic') if times else ('Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique')

    def text(self, x, y, s, font='F1', size=10.0):
        self.pages[-1].append('BT /%s %.1f Tf %.2f %.2f Td (%s) Tj ET' % (font, size, x, y, pdf_string(s)))

    def runs(self, x, y, rs):
        ops = ['BT %.2f %.2f Td' % (x, y)]
        rise = 0.0
        for s, font, size in rs:
            r = 0.0
            if font in ('S1', 'S2'):
                font, size, r = 'F1' if font == 'S1' else 'F2', size * 0.65, size * 0.38
            if r != rise:
                ops.append('%.2f Ts' % r)
                rise = r
            ops.append('/%s %.1f Tf (%s) Tj' % (font, size, pdf_string(s)))
        if rise:
            ops.append('0 Ts')
        self.pages[-1].append(' '.join(ops) + ' ET')

    def line(self, x0, y0, x1, y1, w=0.5):
        self.pages[-1].append('%.2f w %.2f %.2f m %.2f %.2f l S' % (w, x0, y0, x1, y1))

    def newpage(self):
        self.pages.append([])

    def width(self, s, size):
        return len(s) * self.avg * size

    def wrap(self, segs, width, size):
        """segs [(text, font)] → lines, each a list of runs (text, font, size), by an average glyph width."""
        words, cur = [], []
        for s, f in segs:
            for ch in s:
                if ch == ' ':
                    if cur:
                        words.append(cur)
                    cur = []
                elif cur and cur[-1][1] == f:
                    cur[-1] = (cur[-1][0] + ch, f)
                else:
                    cur.append((ch, f))
        if cur:
            words.append(cur)
        lines, ln, n = [], [], 0
        for w in words:
            L = sum(len(p) * (0.65 if f in ('S1', 'S2') else 1) for p, f in w)
            add = L + (1 if ln else 0)
            if ln and (n + add) * self.avg * size > width:
                lines.append(ln)
                ln, n = [w], L
            else:
                ln.append(w)
                n += add
        lines.append(ln)
        out = []
        for ln in lines:
            rs = []
            for i, w in enumerate(ln):
                pieces = list(w)
                if i < len(ln) - 1:
                    pieces[-1] = (pieces[-1][0] + ' ', pieces[-1][1])
                for t, f in pieces:
                    if rs and rs[-1][1] == f:
                        rs[-1] = (rs[-1][0] + t, f, size)
                    else:
                        rs.append((t, f, size))
            out.append(rs)
        return out

    def bytes(self):
        reg, bold, ital = self.fonts
        objs = ['<< /Type /Catalog /Pages 2 0 R >>',
                '<< /Type /Pages /Kids [%s] /Count %d >>' % (' '.join('%d 0 R' % (6 + 2 * i) for i in range(len(self.pages))), len(self.pages))]
        for f in (reg, bold, ital):
            objs.append('<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>' % f)
        for i, p in enumerate(self.pages):
            stream = '\n'.join(p) + '\n'
            objs.append('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents %d 0 R >>' % (7 + 2 * i))
            objs.append('<< /Length %d >>\nstream\n%sendstream' % (len(stream.encode('latin-1')), stream))
        out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
        offs = []
        for i, o in enumerate(objs):
            offs.append(len(out))
            out += ('%d 0 obj\n%s\nendobj\n' % (i + 1, o)).encode('latin-1')
        xref = len(out)
        out += ('xref\n0 %d\n0000000000 65535 f \n' % (len(objs) + 1)).encode('latin-1')
        for o in offs:
            out += ('%010d 00000 n \n' % o).encode('latin-1')
        out += ('trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(objs) + 1, xref)).encode('latin-1')
        return bytes(out)


class Flow:
    """Writes lines down the pages of a Doc, calling chrome(doc, page) on each new page."""

    def __init__(self, doc, chrome, top=TOP, bottom=BOTTOM):
        self.d, self.chrome, self.top, self.bottom = doc, chrome, top, bottom
        self.page = 1
        self.y = top
        chrome(doc, 1)

    def need(self, h):
        if self.y - h < self.bottom:
            self.d.newpage()
            self.page += 1
            self.chrome(self.d, self.page)
            self.y = self.top

    def para(self, x, segs, width, size=10.0, lead=None, indent=0.0, label=None, keep=False):
        lead = lead or size * 1.25
        lines = self.d.wrap(segs, width - indent, size)
        if keep:
            self.need(lead * len(lines))
        for k, rs in enumerate(lines):
            self.need(lead)
            if k == 0 and label:
                self.d.text(label[0], self.y, label[1], size=size)
            self.d.runs(x + (indent if k else 0), self.y, rs)
            self.y -= lead

    def gap(self, h):
        self.y -= h


def byline_segs(names, own_forms, sep=', ', last=None, marks=None, tail=''):
    """Byline segments: names printed in order, bold where the name is one of own_forms, superscript marks after names."""
    segs = []
    for i, n in enumerate(names):
        if i:
            segs.append((last if (last and i == len(names) - 1) else sep, 'F1'))
        segs.append((n.replace(' ', NB), 'F2' if n in own_forms else 'F1'))
        if marks and marks.get(i):
            segs.append((marks[i], 'S1'))
    if tail:
        segs.append((tail, 'F1'))
    return segs


# ------------------------------------------------ PDF 1 chemistry: three pages with running headers and page footers, ACS style
def pdf_headers():
    rng = random.Random(621)
    own = ('Yui', 'Morikawa')
    T = titles('chemistry', 22, rng)
    J = ['J. Am. Chem. Soc.', 'Angew. Chem. Int. Ed.', 'Org. Lett.', 'ACS Catal.', 'Chem. Sci.', 'J. Org. Chem.', 'Nat. Chem.']

    def acs(p):
        return '%s, %s' % (p[1], ini(p[0]))
    d = Doc(times=True)

    def chrome(doc, page):
        doc.text(LEFT, 800, 'Yui Morikawa', font='F3', size=9)
        doc.text(RIGHT - 150, 800, 'Curriculum Vitae — November 2026', font='F3', size=9)
        doc.line(LEFT, 795, RIGHT, 795)
        doc.text((LEFT + RIGHT) / 2 - 8, 40, '– %d –' % page, size=9)
    f = Flow(d, chrome)
    d.text(LEFT, f.y, 'YUI MORIKAWA, Ph.D.', font='F2', size=16)
    f.gap(16)
    for s in ['Associate Professor, Graduate School of Science, Kansai Institute of Chemistry (invented)', 'y.morikawa@example.ac.jp · +81 6 0000 0000']:
        d.text(LEFT, f.y, s, size=10)
        f.gap(13)
    f.gap(8)

    def head(s):
        f.need(40)
        d.text(LEFT, f.y, s, font='F2', size=11.5)
        f.gap(4)
        d.line(LEFT, f.y, RIGHT, f.y, 0.3)
        f.gap(13)
    head('Education')
    for a, b in [('2012', 'Ph.D. in Chemistry, Kyoto Research University (advisor: Prof. Haruto Sakamoto)'), ('2009', 'M.Sc. in Chemistry, Kyoto Research University'),
                 ('2007', 'B.Sc. in Chemistry, Osaka Metropolitan College')]:
        f.para(LEFT + 60, [(b, 'F1')], RIGHT - LEFT - 60, label=(LEFT, a))
    f.gap(6)
    head('Professional Appointments')
    for a, b in [('2021–', 'Associate Professor, Kansai Institute of Chemistry'), ('2015–2021', 'Assistant Professor, Kansai Institute of Chemistry'),
                 ('2012–2015', 'JSPS Postdoctoral Fellow, with Prof. Anders Kjeldsen, Nordic Institute of Technology')]:
        f.para(LEFT + 60, [(b, 'F1')], RIGHT - LEFT - 60, label=(LEFT, a))
    f.gap(6)
    head('Awards and Honors')
    for a, b in [('2024', 'Chemical Society of Japan Award for Young Chemists'), ('2022', 'Thieme Chemistry Journals Award'), ('2019', 'Kansai Foundation Research Prize'),
                 ('2016', 'Banyu Young Investigator Lectureship')]:
        f.para(LEFT + 60, [(b, 'F1')], RIGHT - LEFT - 60, label=(LEFT, a))
    f.gap(6)
    head('Research Funding')
    for a, b in [('2023–2027', 'JSPS KAKENHI (A), “Light-driven C–H functionalization in water”, ¥42,000,000 (PI)'),
                 ('2019–2022', 'JST PRESTO, “Nickel catalysis for late-stage fluorination”, ¥40,000,000 (PI)'),
                 ('2016–2018', 'JSPS KAKENHI (Young Scientists), ¥3,900,000 (PI)')]:
        f.para(LEFT + 60, [(b, 'F1')], RIGHT - LEFT - 60, label=(LEFT, a))
    f.gap(6)
    head('Publications')
    pubs = []
    d.text(LEFT, f.y, 'Original Research Articles', font='F3', size=10.5)
    f.gap(14)
    n = 0
    for k in range(17):
        au = coauthored(rng, own, rng.randint(2, 6), first_share=0.25, pdf=True)
        if k % 2 == 0 and au[-1] != own:  # corresponding author last, as in chemistry
            au.remove(own)
            au.append(own)
        t = T[k]
        j = J[k % len(J)]
        y = 2025 - k // 2
        vol, pg = 140 + k, '%d–%d' % (1000 + k * 55, 1008 + k * 55)
        names = [acs(p) for p in au]
        segs = [(('; '.join(names[:i]) + '; ') if i else '', 'F1') for i in [0]]
        segs = []
        for i, nm in enumerate(names):
            if i:
                segs.append(('; ', 'F1'))
            segs.append((nm.replace(' ', NB), 'F2' if au[i] == own else 'F1'))
        segs += [(' %s. ' % t, 'F1'), (j, 'F3'), (' ', 'F1'), ('%d' % y, 'F2'), (', ', 'F1'), ('%d' % vol, 'F3'), (', %s.' % pg, 'F1')]
        n += 1
        f.para(LEFT + 24, segs, RIGHT - LEFT - 24, size=10, lead=12.5, label=(LEFT, '[%d]' % n))
        f.gap(3)
        pubs.append(pub(t, [apa_gold(p) for p in au], j, y, 'journal', '%s %d, %d, %s.' % (j, y, vol, pg)))
    f.gap(4)
    f.need(30)
    d.text(LEFT, f.y, 'Reviews and Book Chapters', font='F3', size=10.5)
    f.gap(14)
    for k in range(2):
        au = [own] + people(rng, 1, [own], pdf=True)
        t = T[17 + k]
        n += 1
        if k == 0:
            segs = byline_segs([acs(p) for p in au], {acs(own)}, sep='; ') + [(' %s. ' % t, 'F1'), ('Chem. Rev.', 'F3'), (' ', 'F1'), ('2022', 'F2'), (', ', 'F1'), ('122', 'F3'), (', 9021–9080.', 'F1')]
            pubs.append(pub(t, [apa_gold(p) for p in au], 'Chem. Rev.', 2022, 'journal', 'Chem. Rev. 2022, 122, 9021–9080.'))
        else:
            segs = byline_segs([acs(p) for p in au], {acs(own)}, sep='; ') + [(' %s. In ' % t, 'F1'), ('Modern Photoredox Methods', 'F3'),
                                                                                 ('; Kessler, J., Ed.; Wiley-VCH: Weinheim, 2020; pp 211–248.', 'F1')]
            pubs.append(pub(t, [apa_gold(p) for p in au], 'Modern Photoredox Methods', 2020, 'chapter', 'In Modern Photoredox Methods; Kessler, J., Ed.; Wiley-VCH: Weinheim, 2020; pp 211–248.'))
        f.para(LEFT + 24, segs, RIGHT - LEFT - 24, size=10, lead=12.5, label=(LEFT, '[%d]' % n))
        f.gap(3)
    f.gap(4)
    f.need(30)
    d.text(LEFT, f.y, 'Patents', font='F3', size=10.5)
    f.gap(14)
    t = T[19]
    segs = byline_segs(['Morikawa, Y.', 'Fujimoto, D.'], {'Morikawa, Y.'}, sep='; ') + [(' %s. JP Patent 7,000,123, issued March 4, 2024.' % t, 'F1')]
    n += 1
    f.para(LEFT + 24, segs, RIGHT - LEFT - 24, size=10, lead=12.5, label=(LEFT, '[%d]' % n))
    pubs.append(pub(t, ['Y. Morikawa', 'D. Fujimoto'], 'JP Patent 7,000,123', 2024, 'patent', 'JP Patent 7,000,123, issued March 4, 2024.'))
    f.gap(8)
    head('Invited Lectures (selected)')
    for a, b in [('2025', '“Water as a solvent for radical chemistry”, Gordon-type Conference on Heterocycles, Italy'),
                 ('2024', '“Nickel and light”, Department Colloquium, Nordic Institute of Technology'),
                 ('2023', '“Fluorine late in the game”, Asian Symposium on Catalysis, Singapore'),
                 ('2021', '“Peptides in flow”, Online seminar series on organic synthesis')]:
        f.para(LEFT + 60, [(b, 'F1')], RIGHT - LEFT - 60, label=(LEFT, a))
    f.gap(6)
    head('Teaching and Service')
    for a, b in [('2016–', 'Organic Chemistry I and II (undergraduate); Advanced Catalysis (graduate)'), ('2022–', 'Editorial Advisory Board, Org. Lett.'),
                 ('2020–', 'Safety committee, Graduate School of Science')]:
        f.para(LEFT + 60, [(b, 'F1')], RIGHT - LEFT - 60, label=(LEFT, a))
    write('chemistry-pdf-running-headers.pdf', d.bytes(), 'Yui Morikawa', pubs,
          "Synthetic PDF (Times, %d pages, written by gen.py's Doc) of a synthetic chemist's CV: on every page a running header 'Yui Morikawa' "
          "(italic, left) and 'Curriculum Vitae — November 2026' (right) above a rule, and a centred footer '– N –'. Education / Appointments / "
          "Awards / Research Funding (quoted project titles) in a year | text layout, then Publications with italic subheadings (Original "
          "Research Articles, Reviews and Book Chapters, Patents) numbered [1]–[%d] continuously at the margin, text at a tab; entries cross page "
          "breaks (the running header then sits between two lines of one entry). ACS style 'Surname, I.; Surname, I. Title. J. Abbrev. YEAR, "
          "vol, pages.' with the owner bold (often last, as corresponding author), journal italic, year bold, volume italic. A review (Chem. "
          "Rev.), a chapter with '; Kessler, J., Ed.;' editor (not an author), a JP patent (kind patent). Invited lectures with quoted titles and "
          "teaching/service are not publications. The PhD advisor is a gold advisor." % (len(d.pages), n), advisors=['Haruto Sakamoto'])


# ------------------------------------------------ PDF 2 coastal geoscience: a ruled table of Year | Publication
def pdf_table():
    rng = random.Random(622)
    own = ('Selamawit', 'Tesfaye')
    T = titles('geoscience', 16, rng)
    J = ['Earth Surface Processes and Landforms', 'Marine Geology', 'Coastal Engineering', 'Journal of Geophysical Research: Earth Surface', 'Estuarine, Coastal and Shelf Science',
         'Geophysical Research Letters']
    d = Doc()

    def chrome(doc, page):
        if page > 1:
            doc.text(RIGHT - 90, 805, 'S. Tesfaye — CV, p. %d' % page, size=8)
    f = Flow(d, chrome)
    d.text(LEFT, f.y, 'Selamawit Tesfaye', font='F2', size=18)
    f.gap(18)
    d.text(LEFT, f.y, 'Coastal geomorphologist · Lecturer, Department of Earth Sciences, Red Sea Coast University (invented)', size=9.5)
    f.gap(12)
    d.text(LEFT, f.y, 's.tesfaye@example.edu.et · orcid.example.org/0000-0000-0000-0003', size=9.5)
    f.gap(24)
    YX, CX, W = LEFT + 4, LEFT + 52, RIGHT - LEFT - 56

    def table(title, head2, rows):
        """rows: (year label or '', segs)"""
        f.need(50)
        d.text(LEFT, f.y, title, font='F2', size=12)
        f.gap(10)
        d.line(LEFT, f.y, RIGHT, f.y, 0.8)
        f.gap(12)
        d.text(YX, f.y, 'Year', font='F2', size=9.5)
        d.text(CX, f.y, head2, font='F2', size=9.5)
        f.gap(5)
        d.line(LEFT, f.y, RIGHT, f.y, 0.5)
        f.gap(11)
        for yl, segs in rows:
            lines = d.wrap(segs, W, 9.5)
            f.need(12 * len(lines) + 4)
            top = f.y + 11
            if yl:
                d.text(YX, f.y, yl, size=9.5)
            for rs in lines:
                d.runs(CX, f.y, rs)
                f.y -= 12
            d.line(LEFT, f.y + 7, RIGHT, f.y + 7, 0.25)
            d.line(CX - 6, top, CX - 6, f.y + 7, 0.25)
            f.gap(4)
        f.gap(14)
    table('Education', 'Degree', [('2018', [('PhD, Physical Geography, University of Westbrook. Thesis: Storms, sand and survival on reef islands.', 'F1')]),
                                  ('2013', [('MSc, Coastal Engineering, Delft-like Institute (invented)', 'F1')]), ('2010', [('BSc, Geology, Addis Ababa University', 'F1')])])
    rows, pubs = [], []
    prev = None
    for k in range(13):
        au = coauthored(rng, own, rng.randint(1, 5), first_share=0.45, pdf=True)
        t = T[k]
        j = J[k % len(J)]
        y = 2025 - (k * 2) // 3
        loc = '%d, %s' % (40 + k, ('%d–%d' % (100 + k * 31, 118 + k * 31)) if k % 2 else '10%04d' % (k * 7 + 11))
        names = [apa_name(p) for p in au]
        segs = byline_segs(names, {apa_name(own)}, sep=', ', last=', & ' if len(names) > 1 else None) + [(' (%d). %s. ' % (y, t), 'F1'), (j, 'F3'), (', %s.' % loc, 'F1')]
        rows.append(('' if y == prev else str(y), segs))
        prev = y
        pubs.append(pub(t, [apa_gold(p) for p in au], j, y, 'journal', '%s, %s.' % (j, loc)))
    t = T[13]
    rows.append(('2026', byline_segs(['Tesfaye, S.', 'Ngata, A.'], {'Tesfaye, S.'}, last=', & ') + [(' (in review). %s. ' % t, 'F1'), ('Geomorphology', 'F3'), ('.', 'F1')]))
    pubs.append(pub(t, ['S. Tesfaye', 'A. Ngata'], None, None, 'preprint', 'in review. Geomorphology.'))
    rows.sort(key=lambda r: -int(r[0] or 0) if r[0] == '2026' else 0)  # the in-review row first
    table('Peer-reviewed publications', 'Publication', rows)
    t = T[14]
    table('Reports and data', 'Item', [('2021', byline_segs(['Tesfaye, S.'], {'Tesfaye, S.'}) + [(' (2021). %s. Technical report TR-21-04, Red Sea Coast University.' % t, 'F1')]),
                                       ('2020', [('Shoreline positions of the Dahlak islands 1965–2019 [data set]. Open Coast Archive.', 'F1')])])
    pubs.append(pub(t, ['S. Tesfaye'], 'Red Sea Coast University', 2021, 'other', 'Technical report TR-21-04, Red Sea Coast University.'))
    table('Conference presentations', 'Presentation', [('2025', [('Tesfaye, S. Sand budgets of reef islands under sea-level rise. EGU General Assembly, Vienna (oral).', 'F1')]),
                                                      ('2023', [('Tesfaye, S., & Mushi, B. Drone surveys of beach recovery after cyclones. Coastal Sediments, New Orleans (poster).', 'F1')]),
                                                      ('2022', [('Invited seminar: Islands that move. University of Westbrook.', 'F1')])])
    table('Grants', 'Grant', [('2024', [('Royal-like Society Early Career Grant, “Reef islands in motion”, USD 60,000 (PI)', 'F1')]),
                              ('2021', [('African Coastal Research Fund, “Drones for beaches”, USD 15,000 (PI)', 'F1')])])
    write('geoscience-pdf-year-table.pdf', d.bytes(), 'Selamawit Tesfaye', pubs,
          "Synthetic PDF (Helvetica, %d pages) of a coastal geomorphologist's CV laid out as RULED TABLES: each section (Education, Peer-reviewed "
          "publications, Reports and data, Conference presentations, Grants) is a two-column table 'Year | …' with a header row, horizontal "
          "rules under every row and a vertical rule between the columns. In the publications table the year is printed ONLY ON THE FIRST ROW "
          "of each year group (rowspan look), the citation wraps inside its cell; APA with the owner bold ('Tesfaye, S.'), journal italic. The "
          "first row is a 2026 in-review paper (preprint, venue/year null). A technical report (kind other); a data set row with no author is "
          "not a publication. Presentations (some with a co-author byline) and grants (quoted titles) are not publications. From page 2 a small "
          "header 'S. Tesfaye — CV, p. N'." % len(d.pages))


# ------------------------------------------------ PDF 3 biophysics: bold owner, superscript * and † marks, a legend
def pdf_marks():
    rng = random.Random(623)
    own = ('Nikhil', 'Bhattacharya')
    T = titles('biophysics', 17, rng)
    J = ['Biophysical Journal', 'eLife', 'PNAS', 'Nature Physics', 'Physical Review Letters', 'Soft Matter', 'Nature Communications']
    d = Doc()

    def chrome(doc, page):
        pass
    f = Flow(d, chrome)
    d.text(LEFT, f.y, 'Nikhil Bhattacharya', font='F2', size=17)
    f.gap(15)
    d.text(LEFT, f.y, 'Group Leader, Laboratory of Cellular Mechanics · Institute for Living Matter (invented), Basel', size=9.5)
    f.gap(12)
    d.text(LEFT, f.y, 'nikhil.bhattacharya@example.ch · lab website: livingmatter.example.org', size=9.5)
    f.gap(22)

    def head(s):
        f.need(36)
        d.text(LEFT, f.y, s.upper(), font='F2', size=10.5)
        f.gap(14)
    head('Positions')
    for s in ['2021–present  Group Leader, Institute for Living Matter, Basel', '2016–2021  EMBO Postdoctoral Fellow, lab of Sigrid Halvorsen, Oslo',
              '2016  PhD in Physics, Indian Institute of Science Bangalore-like University (invented); advisor Arjun Raman']:
        f.para(LEFT, [(s, 'F1')], RIGHT - LEFT, size=9.5)
    f.gap(8)
    head('Publications')
    f.para(LEFT, [('*', 'S1'), (' equal contribution   ', 'F3'), ('†', 'S1'), (' corresponding author   ', 'F3'), ('Underlined: trainee in my group', 'F3')],
           RIGHT - LEFT, size=9)
    f.gap(6)
    pubs = []
    for k in range(15):
        au = coauthored(rng, own, rng.randint(2, 8), first_share=0.3, pdf=True)
        if k % 3 == 0 and au[-1] != own:
            au.remove(own)
            au.append(own)
        t = T[k]
        j = J[k % len(J)]
        y = 2025 - k // 2
        names = ['%s %s' % (ini(p[0]), p[1]) for p in au]
        marks, eq = {}, []
        if k % 4 == 1:
            marks[0] = '*'
            marks[1] = '*'
            eq = names[:2]
        if au[-1] == own:
            marks[len(au) - 1] = marks.get(len(au) - 1, '') + '†'
        elif k % 5 == 2:
            i = au.index(own)
            marks[i] = marks.get(i, '') + ',†' if i in marks else '†'
        if k == 6:  # a name with both marks
            i = au.index(own)
            marks[i] = '*,†'
            if names[i] not in eq:
                eq = eq + [names[i]]
        loc = '%d:%s' % (100 + k, ('%d–%d' % (2100 + k * 40, 2112 + k * 40)) if k % 2 else 'e%d' % (2301000 + k * 77))
        segs = byline_segs(names, {'%s %s' % (ini(own[0]), own[1])}, sep=', ', marks=marks) + [(' (%d) %s. ' % (y, t), 'F1'), (j, 'F3'), (' %s' % loc, 'F1')]
        if k == 3:
            segs.append((' [cover article]', 'F1'))
        f.para(LEFT + 14, segs, RIGHT - LEFT - 14, size=9.5, lead=12, label=(LEFT, '•'))
        f.gap(4)
        pubs.append(pub(t, names, j, y, 'journal', '%s %s' % (j, loc), eq=eq))
    for k in range(2):
        t = T[15 + k]
        au = [own] + people(rng, 2, [own], pdf=True)
        names = ['%s %s' % (ini(p[0]), p[1]) for p in au]
        segs = byline_segs(names, {names[0]}, marks={0: '†'}) + [(' (2026) %s. ' % t, 'F1'), ('bioRxiv' if k == 0 else 'Submitted', 'F3' if k == 0 else 'F1'),
                                                                  (' doi:10.5555/2026.%02d.%02d' % (3 + k, 11 + k) if k == 0 else '', 'F1')]
        f.para(LEFT + 14, segs, RIGHT - LEFT - 14, size=9.5, lead=12, label=(LEFT, '•'))
        f.gap(4)
        pubs.append(pub(t, names, 'bioRxiv' if k == 0 else None, 2026, 'preprint', 'bioRxiv' if k == 0 else 'Submitted'))
    f.gap(6)
    head('Funding')
    for s in ['2023–2028  ERC-like Starting Grant “MECHANOCELL”, EUR 1.5M', '2021–2025  National Science Foundation project grant, CHF 900k']:
        f.para(LEFT, [(s, 'F1')], RIGHT - LEFT, size=9.5)
    f.gap(8)
    head('Selected talks')
    for s in ['2025  Gordon-like Conference on Cell Mechanics (invited)', '2024  Biophysical Society Annual Meeting, symposium speaker',
              '2023  Physics of Living Systems seminar, Westbrook']:
        f.para(LEFT, [(s, 'F1')], RIGHT - LEFT, size=9.5)
    write('biophysics-pdf-superscript-marks.pdf', d.bytes(), 'Nikhil Bhattacharya', pubs,
          "Synthetic PDF (Helvetica, %d pages) of a biophysics group leader's CV: Positions, then Publications with an italic legend line whose "
          "marks are themselves superscripts ('* equal contribution † corresponding author Underlined: trainee in my group' — nothing is "
          "underlined), bulleted entries 'I. I. Surname, … (YEAR) Title. Journal vol:pages' with the owner BOLD and SUPERSCRIPT marks set by "
          "text rise (Ts) in a smaller size right after names: '*' on the first two names of some papers (equal contribution, listed), '†' "
          "after the corresponding author (often the owner, last; dropped), once '*,†' on the owner. One '[cover article]' tail. Two 2026 "
          "preprints (bioRxiv; 'Submitted': venue null). Funding (a quoted grant acronym) and talks are not publications." % len(d.pages),
          advisors=['Arjun Raman'])


# ------------------------------------------------ PDF 4 sociology: a web page printed from Chrome, reversed (etaremune) numbering
def pdf_chrome():
    rng = random.Random(624)
    own = ('Amara', 'Diallo')
    T = titles('sociology', 20, rng)
    J = ['American Journal of Sociology', 'Social Forces', 'International Migration Review', 'Population and Development Review', 'Sociology of Development',
         'Journal of Ethnic and Migration Studies', 'African Studies Review']
    d = Doc()
    url = 'https://amaradiallo.example.org/publications/'
    npages = [0]

    def chrome(doc, page):
        doc.text(24, 822, '11/27/26, 3:41 PM', size=8)
        doc.text(250, 822, 'Publications | Amara Diallo', size=8)
        doc.text(24, 16, url, size=8)
        doc.text(560, 16, '%d/@' % page, size=8)
        npages[0] = page
    f = Flow(d, chrome, top=790, bottom=50)
    d.text(LEFT, f.y, 'Amara Diallo', font='F2', size=13)
    d.text(RIGHT - 215, f.y, 'Home   Research   Publications   Teaching   CV', size=9)
    f.gap(10)
    d.line(LEFT, f.y, RIGHT, f.y, 0.3)
    f.gap(28)
    d.text(LEFT, f.y, 'Publications', font='F2', size=20)
    f.gap(22)
    f.para(LEFT, [('Below is a list of my publications in reverse chronological order. Links go to open-access versions where available. '
                   'Student co-authors are marked with ', 'F1'), ('s', 'S1'), ('.', 'F1')], RIGHT - LEFT, size=10)
    f.gap(10)
    groups = [('Journal Articles', 12), ('Book Chapters', 3), ('Working Papers', 3)]
    total = sum(n for _, n in groups)
    num = total
    pubs = []
    i = 0
    for g, n in groups:
        f.need(40)
        d.text(LEFT, f.y, g, font='F2', size=14)
        f.gap(20)
        for k in range(n):
            au = coauthored(rng, own, rng.randint(1, 4), first_share=0.5, pdf=True)
            t = T[i]; i += 1
            names = [apa_name(p) for p in au]
            marks = {len(au) - 1: 's'} if (i % 4 == 0 and au[-1] != own) else {}
            segs = byline_segs(names, set(), sep=', ', last=', & ' if len(names) > 1 else None, marks=marks)
            if g == 'Journal Articles':
                j = J[k % len(J)]
                y = 2026 - (i + 1) // 2
                loc = '%d(%d), %d–%d' % (80 + k, k % 4 + 1, 300 + k * 25, 328 + k * 25)
                segs += [(' (%d). %s. ' % (y, t), 'F1'), (j, 'F3'), (', %s. ' % loc, 'F1'), ('[PDF]', 'F1')]
                pubs.append(pub(t, [apa_gold(p) for p in au], j, y, 'journal', '%s, %s.' % (j, loc)))
            elif g == 'Book Chapters':
                book = ['The Oxford-like Handbook of African Migration', 'Remittances and Development', 'Cities of the Sahel'][k]
                eds = people(rng, 2, au, pdf=True)
                y = 2021 - k * 2
                segs += [(' (%d). %s. In %s & %s (Eds.), ' % (y, t, apa_name(eds[0]).replace(', ', ' ').split(' ')[-1] and '%s %s' % (ini(eds[0][0]), eds[0][1]),
                                                             '%s %s' % (ini(eds[1][0]), eds[1][1])), 'F1'), (book, 'F3'), (' (pp. %d–%d). Lakeside Press.' % (20 + k * 50, 44 + k * 50), 'F1')]
                pubs.append(pub(t, [apa_gold(p) for p in au], book, y, 'chapter', 'In (Eds.), %s (pp. %d–%d). Lakeside Press.' % (book, 20 + k * 50, 44 + k * 50)))
            else:
                st = ['Revise & resubmit at Demography', 'Under review', 'Manuscript in preparation'][k]
                segs += [(' %s. %s.' % (t, st), 'F1')]
                pubs.append(pub(t, [apa_gold(p) for p in au], None, None, 'preprint', st + '.'))
            f.para(LEFT + 26, segs, RIGHT - LEFT - 26, size=10, lead=13, label=(LEFT + 4, '%d.' % num))
            num -= 1
            f.gap(7)
    f.gap(10)
    f.need(30)
    d.text(LEFT, f.y, '© 2026 Amara Diallo. Powered by a static site generator.', size=8)
    # the page count is known only now; Chrome prints 'n/N'
    for p in d.pages:
        for j2, op in enumerate(p):
            if '/@)' in op:
                p[j2] = op.replace('/@)', '/%d)' % npages[0])
    write('sociology-pdf-chrome-print.pdf', d.bytes(), 'Amara Diallo', pubs,
          "Synthetic PDF (Helvetica, %d pages) as Chrome prints a personal site's Publications page: on every page a small header with the "
          "print date and time at the left ('11/27/26, 3:41 PM') and the page title 'Publications | Amara Diallo' in the middle, and a footer "
          "with the page URL at the left and 'n/N' at the right. The site header (name, nav links Home Research Publications Teaching CV, a "
          "rule), an h1, an intro sentence with a superscript 's' (student legend), then three h2 groups whose items are numbered in ONE "
          "DESCENDING run across all groups (%d. … 1., etaremune look). APA bylines, the owner NOT bold ('Diallo, A.'), a superscript 's' "
          "after student co-authors (dropped), '[PDF]' link text at the end of articles. Chapters with '(Eds.)' editors; working papers with "
          "statuses (R&R at Demography, under review, in preparation: preprints, venue/year null)." % (len(d.pages), total))


# ------------------------------------------------ 14 nursing: a Swedish publication list in Markdown, Vancouver with the owner underlined
def swedish():
    rng = random.Random(616)
    own = ('Malin', 'Åkesson')
    T = titles('nursing', 17, rng)
    J = ['J Adv Nurs', 'Scand J Caring Sci', 'BMC Nurs', 'Int J Nurs Stud', 'BMJ Open', 'Nord J Nurs Res']

    def v(p):
        return '%s %s' % (p[1], ini(p[0], dots=False))

    def vg(p):
        return '%s %s' % (ini(p[0], dots=False), p[1])
    out = ['# Malin Åkesson, docent i vårdvetenskap', '', 'Institutionen för hälsovetenskap, Norrlands högskola (påhittad)  ', 'malin.akesson@example.se', '',
           '## Utbildning', '', '- 2015 Medicine doktor (med.dr) i vårdvetenskap. Avhandling: *Att vänta på vård*. Handledare: Erik Bergström.',
           '- 2008 Specialistsjuksköterska, intensivvård', '- 2004 Sjuksköterskeexamen', '', '## Anställningar', '',
           '- 2021– Docent och universitetslektor, Norrlands högskola', '- 2015–2021 Postdoktor och lektor', '',
           '## Publikationer', '', '### Vetenskapliga originalartiklar (refereegranskade)', '']
    pubs = []
    i = 0
    for k in range(11):
        au = coauthored(rng, own, rng.randint(2, 8), first_share=0.35)
        t = T[i]; i += 1
        j = J[k % len(J)]
        y = 2025 - k // 2
        etal = len(au) > 6
        shown = au[:6] if etal else au
        if etal and own not in shown:
            shown = au[:5] + [own]
            au = shown + au[6:]
        names = ['<u>%s</u>' % v(p) if p == own else v(p) for p in shown]
        loc = '%d;%d(%d):%d-%d' % (y, 70 + k, k % 6 + 1, 1200 + k * 11, 1210 + k * 11)
        out.append('%d. %s%s. %s. %s. %s. doi:10.5555/vv.%d.%d' % (k + 1, ', '.join(names), ', et al' if etal else '', t, j, loc, y, k))
        pubs.append(pub(t, [vg(p) for p in shown], j, y, 'journal', '%s. %s.' % (j, loc), complete=not etal))
    out += ['', '### Översiktsartiklar', '']
    for k in range(2):
        au = coauthored(rng, own, 3, first_share=1)
        t = T[i]; i += 1
        j = ['Nurs Open', 'J Clin Nurs'][k]
        out.append('%d. %s. %s. %s. %d;%d:e%d.' % (k + 1, ', '.join('<u>%s</u>' % v(p) if p == own else v(p) for p in au), t, j, 2020 + k, 7 + k, 1300 + k))
        pubs.append(pub(t, [vg(p) for p in au], j, 2020 + k, 'journal', '%s. %d;%d:e%d.' % (j, 2020 + k, 7 + k, 1300 + k)))
    out += ['', '### Bokkapitel', '']
    t = T[i]; i += 1
    out.append('1. <u>Åkesson M</u>, Bergström E. %s. I: Lindqvist O, Nyström F (red.). *Omvårdnadens grunder: hälsa och ohälsa*. 3:e uppl. Lund: Studentlitteratur; 2022. s. 155-178.' % t)
    pubs.append(pub(t, ['M Åkesson', 'E Bergström'], 'Omvårdnadens grunder: hälsa och ohälsa', 2022, 'chapter', 'I: (red.). Omvårdnadens grunder: hälsa och ohälsa. 3:e uppl. Lund: Studentlitteratur; 2022. s. 155-178.'))
    out += ['', '### Avhandling', '', '1. <u>Åkesson M</u>. Att vänta på vård: patienters erfarenheter av väntetider i akutsjukvården [doktorsavhandling]. Umeå: Norrlands högskola; 2015.']
    pubs.append(pub('Att vänta på vård: patienters erfarenheter av väntetider i akutsjukvården', ['M Åkesson'], 'Norrlands högskola', 2015, 'thesis', 'Umeå: Norrlands högskola; 2015.'))
    out += ['', '### Populärvetenskapliga texter', '', '- Åkesson M. Vem tar hand om de anhöriga? *Vårdfokus*. 2023;(4):12-13.',
            '- Debattartikel: "Låt sjuksköterskorna stanna", Norrländska Tidningen, 2022.', '']
    pubs.append(pub('Vem tar hand om de anhöriga?', ['M Åkesson'], 'Vårdfokus', 2023, 'other', 'Vårdfokus. 2023;(4):12-13.'))
    pubs.append(pub('Låt sjuksköterskorna stanna', ['Malin Åkesson'], 'Norrländska Tidningen', 2022, 'other', 'Norrländska Tidningen, 2022.'))
    out += ['### Manuskript', '']
    for k in range(2):
        au = coauthored(rng, own, 4, first_share=1)
        t = T[i]; i += 1
        st = ['Inskickat till *J Adv Nurs*', 'Under revision'][k]
        out.append('- %s. %s. %s.' % (', '.join('<u>%s</u>' % v(p) if p == own else v(p) for p in au), t, st))
        pubs.append(pub(t, [vg(p) for p in au], None, None, 'preprint', st.replace('*', '') + '.'))
    out += ['', '## Forskningsanslag', '', '- 2023–2026 Forte, *Anhörigas roll i palliativ hemsjukvård*, 3,6 MSEK (huvudsökande)',
            '- 2019–2021 Vårdalstiftelsen, 1,2 MSEK (medsökande)', '', '## Undervisning och handledning', '',
            '- Kursansvarig, Vetenskaplig metod (15 hp), sjuksköterskeprogrammet', '- Huvudhandledare för tre doktorander (en disputerad 2024)', '',
            '## Konferensbidrag i urval', '', '- Åkesson M. Väntan som omvårdnadsproblem. Muntlig presentation, Nordic Nursing Research Conference, Reykjavik, 2024.', '']
    write('nursing-swedish-publikationslista.md', '\n'.join(out), 'Malin Åkesson', pubs,
          "Synthetic Swedish CV in Markdown of a caring-sciences docent: headings Utbildning / Anställningar / Publikationer (subsections "
          "Vetenskapliga originalartiklar, Översiktsartiklar, Bokkapitel, Avhandling, Populärvetenskapliga texter, Manuskript) / "
          "Forskningsanslag / Undervisning och handledning / Konferensbidrag. Vancouver/ICMJE 'Surname II' bylines with the owner UNDERLINED by "
          "an HTML <u> tag inside Markdown ('<u>Åkesson M</u>'), at most six names then ', et al' (authors_complete false; where the owner "
          "would be cut she is printed sixth), 'J Abbrev. YYYY;vol(issue):pages. doi:…'. Reviews are journal articles; a chapter 'I: A, B "
          "(red.)' (editors, not authors); the doctoral thesis in Swedish ('[doktorsavhandling]', kind thesis); one popular-science piece (kind "
          "other); a newspaper debate article ('Debattartikel: \"Title\", newspaper, year') prints no author: owner implied, kind other; manuscripts 'Inskickat till …' / 'Under revision' are preprints with venue/year null. Grants (italic project titles), teaching "
          "and a conference talk are not publications. Names → 'M Åkesson'. The thesis supervisor is a gold advisor.", advisors=['Erik Bergström'])


scholar_copy()
dutch_cv()
indonesian()
vietnamese()
arabic_html()
pubmed_summary()
cvf_page()
hci_page()
word_html()
notion()
film_cv()
latex_pub()
portuguese()
swedish()
robotics_toml()
json_resume()
pdf_headers()
pdf_table()
pdf_marks()
pdf_chrome()

"""Write the second set of held-out publication lists and their gold.

Every name, title, venue, DOI and identifier here is invented. Each list is
written from one table of entries, so its gold agrees with its text by
construction. Run `python3 gen.py` (from anywhere; it writes beside itself)
only to regenerate after changing an entry.
"""
import json, os

OUT = os.path.dirname(os.path.abspath(__file__))


def pub(title, authors, venue, year, kind, venue_full, complete=True, eq=()):
    return {"title": title, "authors": authors, "authors_complete": complete,
            "equal_contribution": list(eq), "venue": venue, "venue_full": venue_full,
            "year": year, "kind": kind}


def write(name, text, owner, pubs, notes):
    with open(os.path.join(OUT, name), 'w', encoding='utf-8') as f:
        f.write(text)
    gold = {"file": name, "owner": owner, "advisors": [], "mentors": [], "education": [],
            "employment": [], "publications": pubs, "notes": notes}
    with open(os.path.join(OUT, name + '.gold.json'), 'w', encoding='utf-8') as f:
        json.dump(gold, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(name, len(pubs), sum(len(p['authors']) for p in pubs))


# ------------------------------------------------ 1 history, Chicago author-date, markdown
def chicago():
    own = 'Adaeze Okonkwo-Brandt'
    lines = ['# Adaeze Okonkwo-Brandt', '',
             'Associate Professor of History, University of Westbrook', '',
             '## Books', '']
    pubs = []
    items = [
        ('book', 'Okonkwo-Brandt, Adaeze. 2016. *Salt, Credit, and Kinship: Trading Houses of the Bight of Biafra, 1790–1860*. Cambridge: Cambridge University Press.',
         pub('Salt, Credit, and Kinship: Trading Houses of the Bight of Biafra, 1790–1860', [own], None, 2016, 'book',
             'Cambridge: Cambridge University Press.')),
        ('book', 'Okonkwo-Brandt, Adaeze. 2022. *Ledgers of Empire: Accounting and Authority in the Atlantic World*. Chicago: University of Chicago Press.',
         pub('Ledgers of Empire: Accounting and Authority in the Atlantic World', [own], None, 2022, 'book',
             'Chicago: University of Chicago Press.')),
        ('book', 'Vasquez Ibarra, Tomás, and Adaeze Okonkwo-Brandt, eds. 2019. *Merchants and Missionaries: Commerce and Faith in West Africa*. Athens: Ohio University Press.',
         pub('Merchants and Missionaries: Commerce and Faith in West Africa', [], None, 2019, 'book',
             'Athens: Ohio University Press.')),
    ]
    arts = [
        ('Okonkwo-Brandt, Adaeze. 2014. “Palm Oil Prices and the Politics of Credit in Old Calabar.” *Journal of African History* 55 (2): 201–24. https://doi.org/10.9999/jah.2014.0031.',
         pub('Palm Oil Prices and the Politics of Credit in Old Calabar', [own], 'Journal of African History', 2014, 'journal',
             'Journal of African History 55 (2): 201–24.')),
        ('Okonkwo-Brandt, Adaeze, and Henrik Sørensen. 2018. “Danish Forts and Akan Brokers: Rethinking the Gold Coast Trade.” *Itinerario* 42 (1): 33–58.',
         pub('Danish Forts and Akan Brokers: Rethinking the Gold Coast Trade', [own, 'Henrik Sørensen'], 'Itinerario', 2018, 'journal',
             'Itinerario 42 (1): 33–58.')),
        ('Dlamini, Nomvula, Adaeze Okonkwo-Brandt, and Rafael de la Fuente. 2020. “Archives of Absence: Reading Company Ledgers against the Grain.” *History Workshop Journal* 89: 112–36.',
         pub('Archives of Absence: Reading Company Ledgers against the Grain', ['Nomvula Dlamini', own, 'Rafael de la Fuente'], 'History Workshop Journal', 2020, 'journal',
             'History Workshop Journal 89: 112–36.')),
        ('Okonkwo-Brandt, Adaeze. 2023. “Weights, Measures, and Trust on the Cross River.” *Past & Present* 259 (1): 77–112. https://doi.org/10.9999/pastj.2023.0112.',
         pub('Weights, Measures, and Trust on the Cross River', [own], 'Past & Present', 2023, 'journal',
             'Past & Present 259 (1): 77–112.')),
        ('Okonkwo-Brandt, Adaeze. Forthcoming. “The Afterlives of a Bankruptcy: Liverpool Houses in the 1840s.” *American Historical Review*.',
         pub('The Afterlives of a Bankruptcy: Liverpool Houses in the 1840s', [own], 'American Historical Review', None, 'journal',
             'American Historical Review.')),
    ]
    chaps = [
        ('Okonkwo-Brandt, Adaeze. 2017. “Pawnship and Debt.” In *The Oxford Handbook of African Economic History*, edited by Kwame Mensah-Bonsu and Laura Whitfield, 145–67. Oxford: Oxford University Press.',
         pub('Pawnship and Debt', [own], 'The Oxford Handbook of African Economic History', 2017, 'chapter',
             'In The Oxford Handbook of African Economic History, edited by Kwame Mensah-Bonsu and Laura Whitfield, 145–67. Oxford: Oxford University Press.')),
        ('Sørensen, Henrik, and Adaeze Okonkwo-Brandt. 2021. “Company Towns on the Coast.” In *Global Histories of Work*, edited by Marta Kovačević, 301–25. Berlin: De Gruyter.',
         pub('Company Towns on the Coast', ['Henrik Sørensen', own], 'Global Histories of Work', 2021, 'chapter',
             'In Global Histories of Work, edited by Marta Kovačević, 301–25. Berlin: De Gruyter.')),
    ]
    for _, text, p in items:
        lines += ['- ' + text]
        pubs.append(p)
    lines += ['', '## Articles', '']
    for text, p in arts:
        lines += ['- ' + text]
        pubs.append(p)
    lines += ['', '## Book Chapters', '']
    for text, p in chaps:
        lines += ['- ' + text]
        pubs.append(p)
    lines += ['', '## Selected Talks', '',
              '- “Ledgers and Lies.” Keynote, African Studies Association, Philadelphia, 2023.', '']
    write('history-chicago-authordate.md', '\n'.join(lines), own, pubs,
          "Synthetic. Markdown CV of a historian, Chicago author-date: 'Surname, Given, and Given Surname. Year. “Title.” *Journal* vol (issue): pages. DOI'. "
          "Books 'Surname, Given. Year. *Title*. Place: Publisher.' have venue null, kind book. Edited volume ('…, eds.') keeps no authors (editors are never authors), kind book. "
          "Chapters 'In *Volume*, edited by …' have the volume as venue, kind chapter; the editors are not authors. 'Forthcoming.' in the year slot is a status: year null, venue the journal, kind journal. "
          "Talks are not publications. Names in display order.")


# ------------------------------------------------ 2 psychology, APA 7, HTML list with DOIs
def apa():
    own = 'Saoirse Ní Bhriain'
    entries = [
        ('<b>Ní Bhriain, S.</b>, Oyelaran, T. A., &amp; Haddad, R. (2019). Attentional capture by reward-associated faces in social anxiety. <i>Journal of Experimental Psychology: General</i>, <i>148</i>(6), 1012–1027. https://doi.org/10.9999/xge0000511',
         pub('Attentional capture by reward-associated faces in social anxiety', ['S. Ní Bhriain', 'T. A. Oyelaran', 'R. Haddad'], 'Journal of Experimental Psychology: General', 2019, 'journal',
             'Journal of Experimental Psychology: General, 148(6), 1012–1027.')),
        ('Haddad, R., &amp; <b>Ní Bhriain, S.</b> (2020). A registered report on the temporal dynamics of threat vigilance. <i>Cognition and Emotion</i>, <i>34</i>(2), 245–262. https://doi.org/10.9999/02699931.2020.1711',
         pub('A registered report on the temporal dynamics of threat vigilance', ['R. Haddad', 'S. Ní Bhriain'], 'Cognition and Emotion', 2020, 'journal',
             'Cognition and Emotion, 34(2), 245–262.')),
        ('van den Heuvel, M. J., <b>Ní Bhriain, S.</b>, Castellanos-Ruiz, L., Park, J.-h., &amp; Oyelaran, T. A. (2021). Eye-tracking evidence for disengagement deficits in adolescent worry. <i>Journal of Abnormal Psychology</i>, <i>130</i>(4), 389–401. https://doi.org/10.9999/abn0000672',
         pub('Eye-tracking evidence for disengagement deficits in adolescent worry', ['M. J. van den Heuvel', 'S. Ní Bhriain', 'L. Castellanos-Ruiz', 'J.-h. Park', 'T. A. Oyelaran'], 'Journal of Abnormal Psychology', 2021, 'journal',
             'Journal of Abnormal Psychology, 130(4), 389–401.')),
        ('<b>Ní Bhriain, S.</b> (2022). Threat, reward, and the attentional economy. In K. L. Brennan &amp; D. Achebe (Eds.), <i>Handbook of emotion and attention</i> (pp. 211–234). Guilford Press.',
         pub('Threat, reward, and the attentional economy', ['S. Ní Bhriain'], 'Handbook of emotion and attention', 2022, 'chapter',
             'In K. L. Brennan & D. Achebe (Eds.), Handbook of emotion and attention (pp. 211–234). Guilford Press.')),
        ('Castellanos-Ruiz, L.*, Okafor, U.*, &amp; <b>Ní Bhriain, S.</b> (2023). Does attention bias modification transfer to daily life? A preregistered experience-sampling study. <i>Clinical Psychological Science</i>, <i>11</i>(5), 870–886. https://doi.org/10.9999/21677026231155',
         pub('Does attention bias modification transfer to daily life? A preregistered experience-sampling study', ['L. Castellanos-Ruiz', 'U. Okafor', 'S. Ní Bhriain'], 'Clinical Psychological Science', 2023, 'journal',
             'Clinical Psychological Science, 11(5), 870–886.', eq=['L. Castellanos-Ruiz', 'U. Okafor'])),
        ('Park, J.-h., &amp; <b>Ní Bhriain, S.</b> (2023). <i>Measurement invariance of the Worry Domains Questionnaire across 14 countries</i> [Preprint]. PsyArXiv. https://doi.org/10.9999/osf.io/7xk2p',
         pub('Measurement invariance of the Worry Domains Questionnaire across 14 countries', ['J.-h. Park', 'S. Ní Bhriain'], 'PsyArXiv', 2023, 'preprint',
             '[Preprint]. PsyArXiv.')),
        ('<b>Ní Bhriain, S.</b>, Haddad, R., &amp; van den Heuvel, M. J. (in press). Reward history shapes gaze in social evaluative settings. <i>Emotion</i>.',
         pub('Reward history shapes gaze in social evaluative settings', ['S. Ní Bhriain', 'R. Haddad', 'M. J. van den Heuvel'], 'Emotion', None, 'journal',
             'Emotion.')),
        ('Okafor, U., &amp; <b>Ní Bhriain, S.</b> (2024). Modelling anxious attention as uncertainty-driven sampling. In <i>Proceedings of the 46th Annual Conference of the Cognitive Science Society</i> (pp. 1201–1207). Cognitive Science Society.',
         pub('Modelling anxious attention as uncertainty-driven sampling', ['U. Okafor', 'S. Ní Bhriain'], 'Proceedings of the 46th Annual Conference of the Cognitive Science Society', 2024, 'conference',
             'In Proceedings of the 46th Annual Conference of the Cognitive Science Society (pp. 1201–1207). Cognitive Science Society.')),
    ]
    html = ['<!DOCTYPE html>', '<html><head><meta charset="utf-8"><title>Publications – Saoirse Ní Bhriain</title></head><body>',
            '<h1>Saoirse Ní Bhriain</h1>', '<p>Anxiety and Attention Lab</p>',
            '<h2>Peer-reviewed publications</h2>',
            '<p>* denotes equal contribution; lab members in bold.</p>', '<ul>']
    pubs = []
    for text, p in entries:
        html.append('  <li>' + text + '</li>')
        pubs.append(p)
    html += ['</ul>', '</body></html>', '']
    write('psychology-apa7.html', '\n'.join(html), own, pubs,
          "Synthetic. HTML <ul> of APA 7 references with DOIs: 'Surname, I. I., Surname, I., & Surname, I. (Year). Title. <i>Journal</i>, <i>vol</i>(issue), pages. https://doi.org/…'. "
          "Names become 'I. I. Surname' as printed (initials kept, particles 'van den' kept, Irish 'Ní Bhriain' a two-word surname, Korean 'J.-h.' lower-case hyphenated initials kept). "
          "'*' co-first marks with '&' recorded as equal contribution. Chapter 'In Eds. (Eds.), <i>Book</i> (pp.)' venue the book, kind chapter. PsyArXiv preprint venue PsyArXiv, kind preprint. "
          "'(in press)' is a status: year null, venue the journal. Proceedings paper 'In <i>Proceedings …</i> (pp.)': venue the proceedings, kind conference.")


# ------------------------------------------------ 3 ecology, Spanish CV, markdown
def spanish():
    own = 'María José Fernández Olmedo'
    sections = [
        ('Artículos en revistas indexadas', [
            ('Fernández Olmedo, M. J., Ruiz de Alarcón, P. y Quispe Mamani, E. (2017). Dinámica de la regeneración del bosque de *Polylepis* en la puna húmeda. *Ecosistemas*, 26(3), 44–53.',
             pub('Dinámica de la regeneración del bosque de Polylepis en la puna húmeda', ['M. J. Fernández Olmedo', 'P. Ruiz de Alarcón', 'E. Quispe Mamani'], 'Ecosistemas', 2017, 'journal',
                 'Ecosistemas, 26(3), 44–53.')),
            ('Quispe Mamani, E. y Fernández Olmedo, M. J. (2018). Efectos del pastoreo sobre la diversidad de plantas en bofedales altoandinos. *Revista Chilena de Historia Natural*, 91, 7.',
             pub('Efectos del pastoreo sobre la diversidad de plantas en bofedales altoandinos', ['E. Quispe Mamani', 'M. J. Fernández Olmedo'], 'Revista Chilena de Historia Natural', 2018, 'journal',
                 'Revista Chilena de Historia Natural, 91, 7.')),
            ('Fernández Olmedo, M. J., Bauer, K., Lindahl, S. y Ortega Díaz, J. L. (2020). Climate-driven shifts in treeline position across the tropical Andes. *Global Ecology and Biogeography*, 29(9), 1550–1562.',
             pub('Climate-driven shifts in treeline position across the tropical Andes', ['M. J. Fernández Olmedo', 'K. Bauer', 'S. Lindahl', 'J. L. Ortega Díaz'], 'Global Ecology and Biogeography', 2020, 'journal',
                 'Global Ecology and Biogeography, 29(9), 1550–1562.')),
            ('Ruiz de Alarcón, P., Fernández Olmedo, M. J., et al. (2022). Una red de parcelas permanentes para el monitoreo de la puna. *Ecología Austral*, 32(1), 101–115.',
             pub('Una red de parcelas permanentes para el monitoreo de la puna', ['P. Ruiz de Alarcón', 'M. J. Fernández Olmedo'], 'Ecología Austral', 2022, 'journal',
                 'Ecología Austral, 32(1), 101–115.', complete=False)),
            ('Fernández Olmedo, M. J. y Bauer, K. (en prensa). Dispersión de semillas por aves frugívoras en fragmentos de bosque montano. *Ardeola*.',
             pub('Dispersión de semillas por aves frugívoras en fragmentos de bosque montano', ['M. J. Fernández Olmedo', 'K. Bauer'], 'Ardeola', None, 'journal',
                 'Ardeola.')),
        ]),
        ('Libros y capítulos de libro', [
            ('Fernández Olmedo, M. J. (2019). *Ecología de los bosques de altura*. Madrid: Consejo Superior de Investigaciones Científicas.',
             pub('Ecología de los bosques de altura', ['M. J. Fernández Olmedo'], None, 2019, 'book',
                 'Madrid: Consejo Superior de Investigaciones Científicas.')),
            ('Fernández Olmedo, M. J. y Quispe Mamani, E. (2021). Conservación comunitaria en la puna. En: Gutiérrez, A. y Paredes, L. (eds.), *Áreas protegidas de los Andes* (pp. 88–107). Lima: Fondo Editorial PUCP.',
             pub('Conservación comunitaria en la puna', ['M. J. Fernández Olmedo', 'E. Quispe Mamani'], 'Áreas protegidas de los Andes', 2021, 'chapter',
                 'En: Gutiérrez, A. y Paredes, L. (eds.), Áreas protegidas de los Andes (pp. 88–107). Lima: Fondo Editorial PUCP.')),
        ]),
        ('Tesis', [
            ('Fernández Olmedo, M. J. (2012). *Estructura y dinámica de los bosques de Polylepis* [Tesis doctoral]. Universidad Complutense de Madrid.',
             pub('Estructura y dinámica de los bosques de Polylepis', ['M. J. Fernández Olmedo'], 'Universidad Complutense de Madrid', 2012, 'thesis',
                 '[Tesis doctoral]. Universidad Complutense de Madrid.')),
        ]),
    ]
    lines = ['# Curriculum vitae', '', '**María José Fernández Olmedo**', '',
             'Investigadora, Instituto de Ecología de Montaña', '', 'Correo: mjfo@example.org', '',
             '## Publicaciones', '']
    pubs = []
    n = 1
    for head, items in sections:
        lines += ['### ' + head, '']
        for text, p in items:
            lines.append('%d. %s' % (n, text))
            n += 1
            pubs.append(p)
        lines.append('')
    lines += ['## Congresos', '', '- Fernández Olmedo, M. J. Regeneración de *Polylepis*. XXV Congreso de la Asociación Española de Ecología Terrestre, Pamplona, 2019 (póster).', '']
    write('ecologia-espanol.md', '\n'.join(lines), own, pubs,
          "Synthetic. Spanish ecology CV in markdown, APA-like Spanish references: 'Apellido Apellido, I. I., Apellido, I. y Apellido, I. (Año). Título. *Revista*, vol(núm), págs.'. "
          "Authors separated by ',' and 'y'; two-word surnames ('Fernández Olmedo', 'Quispe Mamani', 'Ruiz de Alarcón', 'Ortega Díaz') kept whole; names in display order 'I. I. Surname'. "
          "'et al.' → authors_complete false. '(en prensa)' is a status: year null, venue the journal. Book venue null; chapter 'En: editors (eds.), *Libro*' venue the book, editors not authors. "
          "Doctoral thesis venue the university. 'Congresos' (a poster abstract without a title of its own in the usual form) is left out: the section lists presentations, not publications.")


# ------------------------------------------------ 4 neuroscience lab, bioRxiv-heavy plain text
def biorxiv():
    own = 'Kenji Yamamoto-Clarke'
    items = [
        ('Preprints', [
            ('Ahn S-J†, Moreau C†, Yamamoto-Clarke K. Cortical traveling waves coordinate sequence replay during sleep. bioRxiv 2023.04.12.536712; doi: https://doi.org/10.1101/2023.04.12.536712 (2023).',
             pub('Cortical traveling waves coordinate sequence replay during sleep', ['S-J Ahn', 'C Moreau', 'K Yamamoto-Clarke'], 'bioRxiv', 2023, 'preprint',
                 'bioRxiv 2023.04.12.536712 (2023).')),
            ('Rossi P, Nwosu IC, Yamamoto-Clarke K. A thalamic gate for cross-modal prediction errors. bioRxiv 2024.01.30.577801 (2024).',
             pub('A thalamic gate for cross-modal prediction errors', ['P Rossi', 'IC Nwosu', 'K Yamamoto-Clarke'], 'bioRxiv', 2024, 'preprint',
                 'bioRxiv 2024.01.30.577801 (2024).')),
            ('Moreau C, Lindgren E, Ahn S-J, Haddou Y, Yamamoto-Clarke K. Open-source hardware for closed-loop optogenetics in freely moving mice. bioRxiv 2024.06.02.597011 (2024).',
             pub('Open-source hardware for closed-loop optogenetics in freely moving mice', ['C Moreau', 'E Lindgren', 'S-J Ahn', 'Y Haddou', 'K Yamamoto-Clarke'], 'bioRxiv', 2024, 'preprint',
                 'bioRxiv 2024.06.02.597011 (2024).')),
        ]),
        ('Peer-reviewed articles', [
            ('Yamamoto-Clarke K, Fischer B, Osei-Tutu A. Hippocampal sharp-wave ripples predict memory consolidation in aged rats. J Neurosci 38, 4412–4425 (2018).',
             pub('Hippocampal sharp-wave ripples predict memory consolidation in aged rats', ['K Yamamoto-Clarke', 'B Fischer', 'A Osei-Tutu'], 'J Neurosci', 2018, 'journal',
                 'J Neurosci 38, 4412–4425 (2018).')),
            ('Osei-Tutu A, Yamamoto-Clarke K. Dendritic spikes gate plasticity in CA1 during exploration. Neuron 104, 1032–1047.e6 (2019).',
             pub('Dendritic spikes gate plasticity in CA1 during exploration', ['A Osei-Tutu', 'K Yamamoto-Clarke'], 'Neuron', 2019, 'journal',
                 'Neuron 104, 1032–1047.e6 (2019).')),
            ('Nwosu IC†, Rossi P†, Fischer B, Yamamoto-Clarke K. Sleep spindles and the timing of cortical reactivation. Nat Neurosci 25, 1199–1210 (2022). [preprint: bioRxiv 2021.09.14.460300]',
             pub('Sleep spindles and the timing of cortical reactivation', ['IC Nwosu', 'P Rossi', 'B Fischer', 'K Yamamoto-Clarke'], 'Nat Neurosci', 2022, 'journal',
                 'Nat Neurosci 25, 1199–1210 (2022).')),
            ('Lindgren E, Yamamoto-Clarke K. Replay without sleep: awake reactivation in a virtual navigation task. eLife 12, e84120 (2023).',
             pub('Replay without sleep: awake reactivation in a virtual navigation task', ['E Lindgren', 'K Yamamoto-Clarke'], 'eLife', 2023, 'journal',
                 'eLife 12, e84120 (2023).')),
            ('Haddou Y, Ahn S-J, Yamamoto-Clarke K. Neuropixels recordings across the sleep–wake cycle. Sci Data 11, 77 (2024).',
             pub('Neuropixels recordings across the sleep–wake cycle', ['Y Haddou', 'S-J Ahn', 'K Yamamoto-Clarke'], 'Sci Data', 2024, 'journal',
                 'Sci Data 11, 77 (2024).')),
        ]),
    ]
    lines = ['YAMAMOTO-CLARKE LAB — PUBLICATIONS', '', 'Kenji Yamamoto-Clarke, PhD',
             'Department of Neurobiology, Westbrook Institute', '',
             '† equal contribution', '']
    pubs = []
    for head, entries in items:
        lines += [head.upper(), '']
        for text, p in entries:
            lines += [text, '']
            pubs.append(p)
    write('neuroscience-biorxiv.txt', '\n'.join(lines), own, pubs,
          "Synthetic. Plain-text lab list, PubMed-style names 'Surname IC' and 'Ahn S-J' (→ 'IC Surname', 'S-J Ahn', no periods added), "
          "Nature-like tail 'Journal vol, pages (Year).' and bioRxiv preprints 'bioRxiv 2023.04.12.536712 (2023)'; venue bioRxiv, kind preprint, year the printed one. "
          "'†' marks equal contribution in this list's legend but, per the manifest, † is dropped and not recorded. A published paper's '[preprint: bioRxiv …]' note does not change its venue. "
          "Entries separated by blank lines, section headings in capitals. Owner as the page names him.")


# ------------------------------------------------ 5 mathematics, Italian CV, AMS with MR numbers
def italian():
    own = 'Giulia Castelnuovo'
    entries = [
        ('G. Castelnuovo, \\emph{Sulla regolarità delle soluzioni deboli di equazioni ellittiche degeneri}, Rend. Sem. Mat. Univ. Padova \\textbf{132} (2014), 85--112. MR3276841',
         pub('Sulla regolarità delle soluzioni deboli di equazioni ellittiche degeneri', ['G. Castelnuovo'], 'Rend. Sem. Mat. Univ. Padova', 2014, 'journal',
             'Rend. Sem. Mat. Univ. Padova 132 (2014), 85–112.')),
        ('G. Castelnuovo e L. Bianchi-Ferri, \\emph{Harnack inequalities for nonlocal operators with measurable kernels}, J. Funct. Anal. \\textbf{271} (2016), no.~4, 1003--1040. MR3507146',
         pub('Harnack inequalities for nonlocal operators with measurable kernels', ['G. Castelnuovo', 'L. Bianchi-Ferri'], 'J. Funct. Anal.', 2016, 'journal',
             'J. Funct. Anal. 271 (2016), no. 4, 1003–1040.')),
        ('A. Kowalski, G. Castelnuovo e M. De Luca, \\emph{Free boundary problems in thin films}, Ann. Sc. Norm. Super. Pisa Cl. Sci. (5) \\textbf{19} (2019), 211--256. MR3923847',
         pub('Free boundary problems in thin films', ['A. Kowalski', 'G. Castelnuovo', 'M. De Luca'], 'Ann. Sc. Norm. Super. Pisa Cl. Sci.', 2019, 'journal',
             'Ann. Sc. Norm. Super. Pisa Cl. Sci. (5) 19 (2019), 211–256.')),
        ('G. Castelnuovo, \\emph{Lezioni di analisi funzionale}, Unitext, vol.~118, Springer, Milano, 2020.',
         pub('Lezioni di analisi funzionale', ['G. Castelnuovo'], 'Unitext', 2020, 'book',
             'Unitext, vol. 118, Springer, Milano, 2020.')),
        ('G. Castelnuovo e T. Nakamura, \\emph{Regularity for the obstacle problem in Carnot groups}, Calc. Var. Partial Differential Equations \\textbf{60} (2021), no.~2, Paper No. 71, 34 pp. MR4226582',
         pub('Regularity for the obstacle problem in Carnot groups', ['G. Castelnuovo', 'T. Nakamura'], 'Calc. Var. Partial Differential Equations', 2021, 'journal',
             'Calc. Var. Partial Differential Equations 60 (2021), no. 2, Paper No. 71, 34 pp.')),
        ('L. Bianchi-Ferri, G. Castelnuovo, \\emph{Stime di Carleman e unicità del prolungamento}, in: \\emph{Analisi armonica e applicazioni} (a cura di P. Conti e R. Neri), Springer INdAM Ser., vol.~41, Springer, Cham, 2022, pp.~77--98.',
         pub('Stime di Carleman e unicità del prolungamento', ['L. Bianchi-Ferri', 'G. Castelnuovo'], 'Analisi armonica e applicazioni', 2022, 'chapter',
             'in: Analisi armonica e applicazioni (a cura di P. Conti e R. Neri), Springer INdAM Ser., vol. 41, Springer, Cham, 2022, pp. 77–98.')),
        ('G. Castelnuovo, M. De Luca e A. Kowalski, \\emph{Quantitative unique continuation for fractional heat equations}, Math. Ann., in corso di stampa.',
         pub('Quantitative unique continuation for fractional heat equations', ['G. Castelnuovo', 'M. De Luca', 'A. Kowalski'], 'Math. Ann.', None, 'journal',
             'Math. Ann., in corso di stampa.')),
        ('G. Castelnuovo e T. Nakamura, \\emph{Sharp decay estimates for degenerate parabolic systems}, preprint, arXiv:2402.11873.',
         pub('Sharp decay estimates for degenerate parabolic systems', ['G. Castelnuovo', 'T. Nakamura'], 'arXiv', None, 'preprint',
             'preprint, arXiv:2402.11873.')),
    ]
    lines = ['\\documentclass[11pt]{article}', '\\usepackage[utf8]{inputenc}', '\\begin{document}', '',
             '\\begin{center}', '{\\Large\\bfseries Giulia Castelnuovo}\\\\', 'Dipartimento di Matematica, Universit\\`a di Westbrook', '\\end{center}', '',
             '\\section*{Pubblicazioni}', '', '\\begin{enumerate}']
    pubs = []
    for text, p in entries:
        lines.append('  \\item ' + text)
        pubs.append(p)
    lines += ['\\end{enumerate}', '', '\\section*{Seminari}', '',
              '\\begin{itemize}', '  \\item \\emph{Disuguaglianze di Harnack}, Seminario di Analisi, Pisa, 2019.', '\\end{itemize}', '',
              '\\end{document}', '']
    write('mathematics-italian.tex', '\n'.join(lines), own, pubs,
          "Synthetic. Italian mathematician's LaTeX CV, AMS style with MathSciNet numbers: 'I. Surname e I. Surname, \\emph{Title}, Journal \\textbf{vol} (Year), pages. MRnnnnnnn'. "
          "'e' is the Italian 'and'. MR numbers are identifiers, not venue. Series '(5)' is part of the venue's printing and left out of the venue. "
          "Book in a series: venue the series ('Unitext'), kind book. Chapter 'in: \\emph{Book} (a cura di editors)': venue the book, editors not authors. "
          "'in corso di stampa' (in press): year null, venue the journal. arXiv preprint: venue arXiv, year null (none printed; not inferred from the id). Seminars are talks, left out.")


chicago()
apa()
spanish()
biorxiv()
italian()

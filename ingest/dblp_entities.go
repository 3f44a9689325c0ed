// Code generated from dblp.dtd; DO NOT EDIT.

// The table holds each <!ENTITY name "&#N;"> declaration of dblp.dtd (dated
// May 10, 2023); TestDBLPEntities checks it against the DTD when the shared
// data is at hand.

package ingest

// dblpEntities maps the character entities that dblp.dtd declares (ISO
// Latin-1 letters, &reg;, &micro;, &times;) to their text, for
// xml.Decoder.Entity: dblp.xml uses them without the DTD being read.
var dblpEntities = map[string]string{
	"reg":    "\u00ae", // ®
	"micro":  "\u00b5", // µ
	"times":  "\u00d7", // ×
	"Agrave": "\u00c0", // À
	"Aacute": "\u00c1", // Á
	"Acirc":  "\u00c2", // Â
	"Atilde": "\u00c3", // Ã
	"Auml":   "\u00c4", // Ä
	"Aring":  "\u00c5", // Å
	"AElig":  "\u00c6", // Æ
	"Ccedil": "\u00c7", // Ç
	"Egrave": "\u00c8", // È
	"Eacute": "\u00c9", // É
	"Ecirc":  "\u00ca", // Ê
	"Euml":   "\u00cb", // Ë
	"Igrave": "\u00cc", // Ì
	"Iacute": "\u00cd", // Í
	"Icirc":  "\u00ce", // Î
	"Iuml":   "\u00cf", // Ï
	"ETH":    "\u00d0", // Ð
	"Ntilde": "\u00d1", // Ñ
	"Ograve": "\u00d2", // Ò
	"Oacute": "\u00d3", // Ó
	"Ocirc":  "\u00d4", // Ô
	"Otilde": "\u00d5", // Õ
	"Ouml":   "\u00d6", // Ö
	"Oslash": "\u00d8", // Ø
	"Ugrave": "\u00d9", // Ù
	"Uacute": "\u00da", // Ú
	"Ucirc":  "\u00db", // Û
	"Uuml":   "\u00dc", // Ü
	"Yacute": "\u00dd", // Ý
	"THORN":  "\u00de", // Þ
	"szlig":  "\u00df", // ß
	"agrave": "\u00e0", // à
	"aacute": "\u00e1", // á
	"acirc":  "\u00e2", // â
	"atilde": "\u00e3", // ã
	"auml":   "\u00e4", // ä
	"aring":  "\u00e5", // å
	"aelig":  "\u00e6", // æ
	"ccedil": "\u00e7", // ç
	"egrave": "\u00e8", // è
	"eacute": "\u00e9", // é
	"ecirc":  "\u00ea", // ê
	"euml":   "\u00eb", // ë
	"igrave": "\u00ec", // ì
	"iacute": "\u00ed", // í
	"icirc":  "\u00ee", // î
	"iuml":   "\u00ef", // ï
	"eth":    "\u00f0", // ð
	"ntilde": "\u00f1", // ñ
	"ograve": "\u00f2", // ò
	"oacute": "\u00f3", // ó
	"ocirc":  "\u00f4", // ô
	"otilde": "\u00f5", // õ
	"ouml":   "\u00f6", // ö
	"oslash": "\u00f8", // ø
	"ugrave": "\u00f9", // ù
	"uacute": "\u00fa", // ú
	"ucirc":  "\u00fb", // û
	"uuml":   "\u00fc", // ü
	"yacute": "\u00fd", // ý
	"thorn":  "\u00fe", // þ
	"yuml":   "\u00ff", // ÿ
}

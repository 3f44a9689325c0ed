package heading

import "strconv"

// features returns the names of o's features: each observation, and a
// few conjunctions of the markup with the shape and the rules, which a
// linear model cannot make itself.
func features(o *Obs) []string {
	f := make([]string, 0, 48)
	f = append(f, "bias", "lv:"+strconv.Itoa(o.Level), "w:"+strconv.Itoa(wordStep(o.Words)), "cm:"+strconv.Itoa(o.Commas))
	style := "plain"
	switch {
	case o.Level > 0:
		style = "lv"
	case o.Bold:
		style = "bold"
	case o.Caps:
		style = "caps"
	case o.Italic:
		style = "italic"
	}
	f = append(f, "style:"+style, "style:"+style+"&w:"+strconv.Itoa(wordStep(o.Words)))
	for _, b := range []struct {
		on   bool
		name string
	}{
		{o.Bold, "bold"}, {o.Italic, "italic"}, {o.Caps, "caps"}, {o.Title, "title"}, {o.Lower, "lower"},
		{o.Item, "item"}, {o.Num, "num"}, {o.SecNum, "secnum"}, {o.Period, "period"}, {o.Colon, "colon"},
		{o.Year, "year"}, {o.Digits, "digits"}, {o.Quote, "quote"}, {o.Link, "link"}, {o.Name, "name"},
		{o.Indent, "indent"}, {o.First, "first"}, {o.Last, "last"}, {o.BlankBefore, "bb"}, {o.BlankAfter, "ba"},
		{o.NextItem, "next:item"}, {o.NextYear, "next:year"}, {o.NextLong, "next:long"}, {o.NextBold, "next:bold"},
		{o.NextName, "next:name"}, {o.PrevLong, "prev:long"}, {o.PrevPeriod, "prev:period"},
		{o.Name && o.First, "name&first"}, {o.Year && o.Words <= 2, "yearonly"},
		{o.BlankBefore && o.BlankAfter, "alone"}, {o.Period && o.Words > 6, "sentence"},
	} {
		if b.on {
			f = append(f, b.name, style+"&"+b.name)
		}
	}
	f = append(f, "next:lv:"+strconv.Itoa(o.NextLevel), "prev:lv:"+strconv.Itoa(o.PrevLevel))
	if o.NextLevel > 0 || o.PrevLevel > 0 {
		f = append(f, "lv:"+strconv.Itoa(o.Level)+"&next:"+strconv.Itoa(o.NextLevel))
	}
	rule, plain := "none", "none"
	if o.Rule != "" {
		rule = o.Rule
	}
	if o.RulePlain != "" {
		plain = o.RulePlain
	}
	f = append(f, "rule:"+rule, "rule:"+rule+"&style:"+style, "plain:"+plain, "plain:"+plain+"&style:"+style)
	if o.Rule != "" {
		f = append(f, "rule&period:"+strconv.FormatBool(o.Period), "rule&item:"+strconv.FormatBool(o.Item))
	}
	if o.Class != "" {
		f = append(f, "class:"+o.Class, "class&style:"+style, "class&rule:"+rule)
	} else {
		f = append(f, "class:none&style:"+style)
	}
	if o.Words < 6 {
		return f
	}
	// A long line has weights of its own: a heading of six words or
	// more is rare beside the titles, affiliations and roles of that
	// length set as headings are, and what tells them apart (the words
	// naming what a section lists) says little of a short line, which
	// the word rules read. Sharing the weights would let the long
	// lines move the short ones'.
	k, ws := "k:"+strconv.Itoa(o.Concepts), "&w:"+strconv.Itoa(wordStep(o.Words))
	f = append(f, k, k+"&style:"+style, k+ws, k+ws+"&style:"+style)
	if o.Lead {
		f = append(f, "lead", "lead&style:"+style, "lead"+ws)
	}
	for i := range f {
		f[i] = "long&" + f[i]
	}
	return f
}

// wordStep buckets a number of words: 0–1, 2, 3, 4–5, 6–8, 9–12, more.
func wordStep(n int) int {
	switch {
	case n <= 1:
		return 1
	case n <= 3:
		return n
	case n <= 5:
		return 4
	case n <= 8:
		return 6
	case n <= 12:
		return 9
	}
	return 13
}

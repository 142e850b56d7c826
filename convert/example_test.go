package convert_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/pgntool/pgntool/convert"
	"github.com/pgntool/pgntool/pgn"
	"github.com/pgntool/pgntool/variants"
	"github.com/pgntool/pgntool/variants/xiangqi"
)

func ExampleWriteXML() {
	const text = `[Event "Example"]
[Result "1-0"]

1. e4 {best by test} e5 (1... c5 $1) 1-0
`
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{Select: variants.ForTags})
	if err := convert.WriteXML(os.Stdout, convert.Games(r), convert.Options{}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <database>
	//   <pgn variant="chess">
	//     <event name="Event">Example</event>
	//     <result name="Result">1-0</result>
	//     <move ply="1" number="1" side="white">e4</move>
	//     <comment>best by test</comment>
	//     <move ply="2" number="1" side="black">e5</move>
	//     <variation>
	//       <move ply="2" number="1" side="black">c5</move>
	//       <nag>1</nag>
	//     </variation>
	//     <end>1-0</end>
	//   </pgn>
	// </database>
}

func ExampleNewJSONEncoder() {
	const text = "[Game \"Chinese Chess\"]\n\n1. 炮二平五 马8进7 *\n"
	r := pgn.NewReader(strings.NewReader(text), pgn.ReaderOptions{Select: variants.ForTags})
	enc := convert.NewJSONEncoder(os.Stdout, convert.Options{Notation: xiangqi.NotationICCS, JSONLines: true})
	for g, err := range convert.Games(r) {
		if err != nil {
			fmt.Println(err)
			return
		}
		if err := enc.Game(g); err != nil {
			fmt.Println(err)
			return
		}
	}
	enc.End()
	// Output:
	// {"variant":"Chinese Chess","tags":[{"name":"Game","value":"Chinese Chess"},{"name":"Event","value":"?"},{"name":"Site","value":"?"},{"name":"Date","value":"????.??.??"},{"name":"Round","value":"?"},{"name":"Red","value":"?"},{"name":"Black","value":"?"},{"name":"Result","value":"*"},{"name":"Format","value":"ICCS"}],"movetext":[{"move":"H2-E2","ply":1,"number":1,"side":"red"},{"move":"H9-G7","ply":2,"number":1,"side":"black"},{"end":"*"}]}
}

package charset_test

import (
	"bytes"
	"fmt"
	"io"

	"github.com/pgntool/pgntool/charset"
)

func ExampleNewReader() {
	// 炮二平五 马８进７ as the xqbase tools write it, in GBK.
	gbk := []byte("\xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 \xc2\xed\xa3\xb8\xbd\xf8\xa3\xb7")
	rd, detected, err := charset.NewReader(bytes.NewReader(gbk), "auto")
	if err != nil {
		fmt.Println(err)
		return
	}
	text, _ := io.ReadAll(rd)
	fmt.Println(detected, string(text))
	// Output: gb18030 炮二平五 马８进７
}

func ExampleNewWriter() {
	var buf bytes.Buffer
	w, _ := charset.NewWriter(&buf, "gbk")
	io.WriteString(w, "炮二平五")
	fmt.Printf("% x\n", buf.Bytes())
	// Output: c5 da b6 fe c6 bd ce e5
}
